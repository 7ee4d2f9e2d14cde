import type { Transaction } from '../client.ts';
import { consultationStatements, consultationVotes, consultations, users } from '../schema.ts';
import { campVotes } from './camp-votes.ts';
import { mulberry32 } from './demo-images.ts';

const DAY = 24 * 3_600_000;

function known<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('Demo consultation plan is inconsistent');
  return value;
}

/**
 * The demo's consultation (issue 34), with votes enough for its results page to show groups to
 * a first visitor: residents in three camps (lively square, quiet green, easy access) who all
 * want benches, light and toilets. `lean` is each camp's answer to the statement.
 */
export const DEMO_CONSULTATION = {
  title: '駅前広場をどう使う？（デモ）',
  description:
    '駅前広場の再整備に向けて、みなさんの考えを聞かせてください。短い意見に「賛成」「反対」' +
    '「パス」で答えると、似た考えの人のグループと、どのグループも支持している意見が見えて' +
    'きます。あなたの意見を加えることもできます。',
  statements: [
    { text: '広場のベンチを増やしてほしい', lean: [1, 1, 1] },
    { text: '夜も安心して通れるよう照明を明るくしてほしい', lean: [1, 1, 1] },
    { text: 'だれでも使えるトイレを整えてほしい', lean: [1, 1, 1] },
    { text: '週末にマルシェやイベントを開いてほしい', lean: [1, -1, -1] },
    { text: 'キッチンカーが出店できるようにしてほしい', lean: [1, -1, -1] },
    { text: '夜まで音楽やイベントを楽しめる場所にしたい', lean: [1, -1, -1] },
    { text: '芝生と花壇で緑を増やしてほしい', lean: [-1, 1, -1] },
    { text: '静かに休める場所であってほしい', lean: [-1, 1, -1] },
    { text: '広場では大きな音を出すイベントを控えてほしい', lean: [-1, 1, -1] },
    { text: '駐輪場を広げてほしい', lean: [-1, -1, 1] },
    { text: 'バスとタクシーの乗り場を広場側に移してほしい', lean: [-1, -1, 1] },
    { text: '送迎の車が停められるスペースがほしい', lean: [-1, -1, 1] },
  ],
} as const;

/** Residents who only vote: accounts without a password, so nobody logs in as them. */
const PARTICIPANTS = 36;
/** Each voter answers this many of the twelve: past the seven that count them. */
const VOTES_EACH = 10;
/**
 * With 41 voters one vote in seven against the camp can pull a group below one half on a shared
 * wish: of the first seeds, this one's votes show the three camps and all three shared wishes
 * (demo.test.ts checks it), as a town's larger numbers would.
 */
const SEED = 7;

/**
 * The demo consultation by the organiser, voted on by the demo's ordinary users but the first
 * (left to the visitor who logs in as them) and by 36 voting-only residents. Its analysis is
 * the job's, at the server's first turn.
 */
export async function insertDemoConsultation(
  tx: Transaction,
  { now, organiserId, residents }: { now: Date; organiserId: number; residents: number[] },
) {
  const started = new Date(now.getTime() - 10 * DAY);
  const participants = await tx
    .insert(users)
    .values(
      Array.from({ length: PARTICIPANTS }, (_, n) => ({
        name: `住民${String(n + 1).padStart(2, '0')}`,
        email: `participant-${String(n + 1).padStart(2, '0')}@iagree.local`,
        activatedAt: started,
        createdAt: started,
        updatedAt: started,
      })),
    )
    .returning({ id: users.id, email: users.email });
  // Matched on a unique column rather than on RETURNING order, as demo.ts does.
  const participantIds = participants
    .sort((a, b) => a.email.localeCompare(b.email))
    .map((row) => row.id);
  const voters = [...residents.slice(1), ...participantIds];

  const { title, description, statements } = DEMO_CONSULTATION;
  const [consultation] = await tx
    .insert(consultations)
    .values({ userId: organiserId, title, description, createdAt: started, changedAt: started })
    .returning({ id: consultations.id });
  if (!consultation) throw new Error('demo consultation not created');
  const consultationId = consultation.id;

  const random = mulberry32(SEED);
  const lean = [0, 1, 2].map((camp) => statements.map((statement) => statement.lean[camp] ?? 1));
  const votes = campVotes(random, lean, voters.length, VOTES_EACH);
  const counts = statements.map((_, index) => {
    const on = votes.filter((vote) => vote.statement === index);
    return {
      agrees: on.filter((vote) => vote.vote === 1).length,
      disagrees: on.filter((vote) => vote.vote === -1).length,
      passes: on.filter((vote) => vote.vote === 0).length,
    };
  });
  const statementRows = await tx
    .insert(consultationStatements)
    .values(
      statements.map((statement, index) => ({
        consultationId,
        userId: organiserId,
        text: statement.text,
        status: 'approved' as const,
        ...counts[index],
        createdAt: started,
      })),
    )
    .returning({ id: consultationStatements.id, text: consultationStatements.text });
  const statementId = new Map(statementRows.map((row) => [row.text, row.id]));
  await tx.insert(consultationVotes).values(
    votes.map(({ person, statement, vote }) => ({
      consultationId,
      statementId: known(statementId.get(statements[statement]?.text ?? '')),
      userId: known(voters[person]),
      vote,
    })),
  );
}
