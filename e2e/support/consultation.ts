import { expect, request, type APIRequestContext } from '@playwright/test';
import { DEMO_ORGANISER, DEMO_PASSWORD } from './demo.ts';
import { baseURL } from './ports.ts';

/** Two camps of demo residents: the first three and the last two vote apart. */
const CAMP_A = ['taro@iagree.local', 'yuki@iagree.local', 'kenta@iagree.local'];
const CAMP_B = ['misaki@iagree.local', 'hiroshi@iagree.local'];

/**
 * Seven statements, as a consultation counts a participant after seven votes: camp A agrees with
 * the first three, camp B with the next three, and everyone with the last.
 */
export const CONSULTATION_STATEMENTS = [
  '公園の駐車場を広げるべきだ',
  '公園に夜間照明を増やすべきだ',
  '公園でのバーベキューを許可すべきだ',
  '公園の緑地をもっと残すべきだ',
  '公園は静かに過ごせる場所であるべきだ',
  '公園の自転車の乗り入れを禁止すべきだ',
  '公園のトイレをきれいにしてほしい',
] as const;

async function signedIn(email: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const login = await context.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return context;
}

/**
 * A consultation by the demo organiser (of event `eventId` when given) whose statements five
 * demo residents have voted on in two camps. Answers its id.
 */
export async function seedConsultation(title: string, eventId?: number): Promise<number> {
  const organiser = await signedIn(DEMO_ORGANISER);
  const created = await organiser.post('/api/auth/consultations', {
    data: { title, description: '公園の使い方について意見を聞かせてください。', event_id: eventId },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  const statementIds: number[] = [];
  for (const text of CONSULTATION_STATEMENTS) {
    const added = await organiser.post(`/api/auth/consultations/${data.id}/statements`, {
      data: { text },
    });
    expect(added.status()).toBe(201);
    statementIds.push(((await added.json()) as { data: { id: number } }).data.id);
  }
  await organiser.dispose();

  for (const [camp, emails] of [
    [0, CAMP_A],
    [1, CAMP_B],
  ] as const) {
    for (const email of emails) {
      const voter = await signedIn(email);
      for (const [index, statementId] of statementIds.entries()) {
        const own = Math.floor(index / 3) === camp || index === 6;
        const voted = await voter.post(`/api/auth/consultations/${data.id}/votes`, {
          data: { statement_id: statementId, vote: own ? 1 : -1 },
        });
        expect(voted.ok()).toBe(true);
      }
      await voter.dispose();
    }
  }
  return data.id;
}
