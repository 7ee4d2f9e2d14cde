import { and, asc, eq } from 'drizzle-orm';
import type { CONSULTATION_EXPORT_FILES } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import {
  consultationAnalyses,
  consultationStatements,
  consultationVotes,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { CSV_BOM, csvRecord } from '../open-data/index.ts';
import { consultationMessages } from './messages.ts';
import { findConsultation } from './queries.ts';

export type ExportFile = (typeof CONSULTATION_EXPORT_FILES)[number];

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The consultation's approved statements and their votes as the three CSV files Pol.is
 * publishes, with its columns (decision 036). Nobody is named: a participant is a number in the
 * order people first took part, never their user id; pending and rejected texts stay out.
 * `datetime` is ISO 8601 where Pol.is writes JavaScript's Date string.
 */
export async function exportFile(db: Database, id: number, file: ExportFile): Promise<string> {
  if (!(await findConsultation(db, id))) throw new AppError(404, consultationMessages.notFound);
  const [statements, votes, [analysis]] = await Promise.all([
    db
      .select()
      .from(consultationStatements)
      .where(
        and(
          eq(consultationStatements.consultationId, id),
          eq(consultationStatements.status, 'approved'),
        ),
      )
      .orderBy(asc(consultationStatements.id)),
    db
      .select({
        statementId: consultationVotes.statementId,
        userId: consultationVotes.userId,
        vote: consultationVotes.vote,
        createdAt: consultationVotes.createdAt,
        updatedAt: consultationVotes.updatedAt,
      })
      .from(consultationVotes)
      .innerJoin(
        consultationStatements,
        eq(consultationStatements.id, consultationVotes.statementId),
      )
      .where(
        and(
          eq(consultationVotes.consultationId, id),
          eq(consultationStatements.status, 'approved'),
        ),
      )
      .orderBy(asc(consultationVotes.statementId), asc(consultationVotes.userId)),
    db
      .select({ groupOf: consultationAnalyses.groupOf })
      .from(consultationAnalyses)
      .where(eq(consultationAnalyses.consultationId, id)),
  ]);

  const firstSeen = new Map<number, number>();
  const seen = (userId: number, date: Date) =>
    firstSeen.set(userId, Math.min(firstSeen.get(userId) ?? Infinity, date.getTime()));
  for (const statement of statements) seen(statement.userId, statement.createdAt);
  for (const vote of votes) seen(vote.userId, vote.createdAt);
  const order = [...firstSeen].sort(([a, at], [b, bt]) => at - bt || a - b);
  const participant = new Map(order.map(([userId], index) => [userId, index]));
  const pid = (userId: number) => participant.get(userId) ?? 0;

  if (file === 'comments.csv')
    return (
      CSV_BOM +
      csvRecord([
        'timestamp',
        'datetime',
        'comment-id',
        'author-id',
        'agrees',
        'disagrees',
        'moderated',
        'comment-body',
      ]) +
      statements
        .map((s) =>
          csvRecord([
            seconds(s.createdAt),
            s.createdAt.toISOString(),
            s.id,
            pid(s.userId),
            s.agrees,
            s.disagrees,
            1,
            s.text,
          ]),
        )
        .join('')
    );

  if (file === 'votes.csv')
    return (
      CSV_BOM +
      csvRecord(['timestamp', 'datetime', 'comment-id', 'voter-id', 'vote']) +
      votes
        .map((v) =>
          csvRecord([
            seconds(v.updatedAt),
            v.updatedAt.toISOString(),
            v.statementId,
            pid(v.userId),
            v.vote,
          ]),
        )
        .join('')
    );

  const groupOf = analysis?.groupOf ?? {};
  const authored = new Map<number, number>();
  for (const s of statements) authored.set(s.userId, (authored.get(s.userId) ?? 0) + 1);
  const byUser = new Map<number, Map<number, number>>();
  for (const v of votes) {
    let row = byUser.get(v.userId);
    if (!row) byUser.set(v.userId, (row = new Map()));
    row.set(v.statementId, v.vote);
  }
  const columns = statements.map((s) => s.id);
  const rows = order.map(([userId]) => {
    const row = byUser.get(userId) ?? new Map<number, number>();
    const cast = [...row.values()];
    return csvRecord([
      pid(userId),
      groupOf[userId] ?? null,
      authored.get(userId) ?? 0,
      cast.length,
      cast.filter((vote) => vote === 1).length,
      cast.filter((vote) => vote === -1).length,
      ...columns.map((statementId) => row.get(statementId) ?? null),
    ]);
  });
  return (
    CSV_BOM +
    csvRecord([
      'participant',
      'group-id',
      'n-comments',
      'n-votes',
      'n-agree',
      'n-disagree',
      ...columns,
    ]) +
    rows.join('')
  );
}
