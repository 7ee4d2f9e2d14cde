import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { Consultation, ConsultationAnalysis, ConsultationSummary } from '@iagree/contract';
import {
  consultationStatements,
  consultationVotes,
  consultations,
  moderationLog,
  users,
} from '../../db/schema.ts';
import { campVotes, randomLean } from '../../db/seed/camp-votes.ts';
import { mulberry32 } from '../../db/seed/demo-images.ts';
import { startJobs } from '../../jobs/schedule.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createEventRow, createUser, type TestUser } from '../../test/factories.ts';
import { analyse } from './analysis.ts';
import { consultationAnalysis } from './index.ts';

let ctx: TestContext;
let city: TestUser;
let organiser: TestUser;
let resident: TestUser;
let other: TestUser;
let blocked: TestUser;

beforeAll(async () => {
  // The tests run the analysis job themselves: the app's own turns (at start, then once a
  // period) must not run it behind their back.
  ctx = await buildTestApp({ ANALYSIS_PERIOD_SECONDS: '86400' });
  city = await createUser(ctx.db, { role: 1, name: '市の担当者' });
  organiser = await createUser(ctx.db, { name: '主催者' });
  resident = await createUser(ctx.db, { name: '住民' });
  other = await createUser(ctx.db, { name: '別の住民' });
  blocked = await createUser(ctx.db, { name: '停止中', blockedAt: new Date() });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, who: TestUser | null) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...who?.auth, 'x-client-locale': 'en' },
    payload: payload as Record<string, unknown>,
  });

const get = (url: string, who: TestUser | null = null) =>
  ctx.app.inject({ url, headers: { ...who?.auth } });

const create = (payload: unknown, who: TestUser | null = city) =>
  post('/api/auth/consultations', payload, who);

async function newConsultation(who: TestUser = city, extra: object = {}) {
  const res = await create({ title: '公園の使い方', description: '意見をください', ...extra }, who);
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
}

async function addStatement(id: number, text: string, who: TestUser = city) {
  const res = await post(`/api/auth/consultations/${id}/statements`, { text }, who);
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { id: number; status: string } }>().data;
}

const vote = (id: number, statementId: number, value: unknown, who: TestUser = resident) =>
  post(`/api/auth/consultations/${id}/votes`, { statement_id: statementId, vote: value }, who);

const detail = async (id: number, who: TestUser | null = resident) =>
  (await get(`/api/consultations/${id}`, who)).json<{ data: Consultation }>().data;

const rows = async () => {
  const [c] = await ctx.db.select({ n: count() }).from(consultations);
  const [s] = await ctx.db.select({ n: count() }).from(consultationStatements);
  const [v] = await ctx.db.select({ n: count() }).from(consultationVotes);
  return { consultations: c?.n, statements: s?.n, votes: v?.n };
};

/** A turn of the analysis job as the server gives it (stop waits for the run). */
const runAnalysis = () =>
  startJobs([consultationAnalysis], {
    db: ctx.db,
    storage: ctx.storage,
    log: ctx.app.log,
    periodMs: 86_400_000,
  }).stop();

describe('who starts a consultation', () => {
  it('role 1 does, with or without an event', async () => {
    const event = await createEventRow(ctx.db, organiser.id);
    await newConsultation(city);
    const id = await newConsultation(city, { event_id: event.id });
    expect((await detail(id)).event_id).toBe(event.id);
  });

  it('the organiser of the event does; a plain user without an event, a guest and a blocked account do not', async () => {
    const event = await createEventRow(ctx.db, organiser.id);
    const id = await newConsultation(organiser, { event_id: event.id });
    const listed = await get(`/api/consultations?event_id=${event.id}`);
    expect(listed.json().data.map((c: { id: number }) => c.id)).toEqual([id]);

    const before = await rows();
    expect((await create({ title: 't', description: 'd' }, organiser)).statusCode).toBe(403);
    expect(
      (await create({ title: 't', description: 'd', event_id: event.id }, other)).statusCode,
    ).toBe(403);
    expect((await create({ title: 't', description: 'd' }, null)).statusCode).toBe(401);
    expect((await create({ title: 't', description: 'd' }, blocked)).statusCode).toBe(403);
    const unknown = await create({ title: 't', description: 'd', event_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.event_id).toEqual(['Unknown event.']);
    const bad = await create({ title: '', description: 'x'.repeat(5001) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['description', 'title']);
    expect(await rows()).toEqual(before);
  });
});

describe('the list', () => {
  it('gives the newest first, each with its approved statements and participants', async () => {
    const older = await newConsultation(city, { title: '駅前広場の使い方' });
    const newer = await newConsultation(city, { title: '図書館の開館時間' });
    const approved = await addStatement(newer, '夜9時まで開けてほしい');
    await addStatement(newer, '承認待ちの意見', resident);
    await vote(newer, approved.id, 1, resident);
    await vote(newer, approved.id, -1, other);

    const res = await get('/api/consultations');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: ConsultationSummary[] }>().data;
    expect(data.findIndex((c) => c.id === newer)).toBeLessThan(
      data.findIndex((c) => c.id === older),
    );
    expect(data.find((c) => c.id === newer)).toEqual({
      id: newer,
      event_id: null,
      title: '図書館の開館時間',
      description: '意見をください',
      statements: 1,
      participants: 2,
      created_at: expect.any(String),
    });
    expect(data.find((c) => c.id === older)).toMatchObject({ statements: 0, participants: 0 });
    expect((await get('/api/consultations?event_id=abc')).statusCode).toBe(422);
  });
});

describe('statements and their moderation', () => {
  it('seeds from who runs it are approved; a participant’s wait, hidden from others until approved, logged', async () => {
    const id = await newConsultation();
    const seed = await addStatement(id, '公園にベンチを増やすべきだ');
    expect(seed.status).toBe('approved');
    const own = await addStatement(id, '夜の照明を明るくしてほしい', resident);
    expect(own.status).toBe('pending');

    expect((await detail(id, other)).statements.map((s) => s.id)).toEqual([seed.id]);
    expect((await detail(id, resident)).statements.map((s) => [s.id, s.mine])).toEqual([
      [seed.id, false],
      [own.id, true],
    ]);
    expect((await detail(id, city)).statements.map((s) => s.status)).toEqual([
      'approved',
      'pending',
    ]);
    expect((await vote(id, own.id, 1, other)).statusCode).toBe(409);

    const moderation = `/api/auth/consultations/${id}/statements/${own.id}/moderation`;
    expect((await post(moderation, { approve: true }, other)).statusCode).toBe(403);
    const approved = await post(moderation, { approve: true, reason: '問題なし' }, city);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toEqual({ id: own.id, status: 'approved' });
    expect((await post(moderation, { approve: false }, city)).statusCode).toBe(409);
    const [logged] = await ctx.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.targetId, own.id));
    expect(logged).toMatchObject({
      actorId: city.id,
      action: 'consultation_statement_approve',
      targetType: 'consultation_statement',
      reason: '問題なし',
    });
    expect((await detail(id, other)).statements.map((s) => s.id)).toEqual([seed.id, own.id]);
    expect((await vote(id, own.id, 1, other)).statusCode).toBe(200);
    // The log page names the statement by its text.
    const log = await get('/api/auth/moderation/log', city);
    expect(log.json().data).toContainEqual(
      expect.objectContaining({
        action: 'consultation_statement_approve',
        target_id: own.id,
        target_name: '夜の照明を明るくしてほしい',
      }),
    );
  });

  it('a rejected statement stays hidden and unvotable; texts over 140 characters are refused', async () => {
    const id = await newConsultation();
    const own = await addStatement(id, '駐車場を作るべきだ', resident);
    const res = await post(
      `/api/auth/consultations/${id}/statements/${own.id}/moderation`,
      { approve: false, reason: '重複' },
      city,
    );
    expect(res.json().data.status).toBe('rejected');
    expect((await detail(id, other)).statements).toEqual([]);
    expect((await vote(id, own.id, -1, other)).statusCode).toBe(409);

    const before = await rows();
    const long = await post(
      `/api/auth/consultations/${id}/statements`,
      { text: 'あ'.repeat(141) },
      city,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text).toEqual(['A statement must be at most 140 characters']);
    expect(
      (await post(`/api/auth/consultations/${id}/statements`, { text: 'x' }, blocked)).statusCode,
    ).toBe(403);
    expect(
      (await post(`/api/auth/consultations/999999/statements`, { text: 'x' }, city)).statusCode,
    ).toBe(404);
    expect(await rows()).toEqual(before);
  });
});

describe('votes', () => {
  it('a later vote replaces the earlier and the counts follow; bad votes change nothing', async () => {
    const id = await newConsultation();
    const a = await addStatement(id, '賛成の意見');
    const b = await addStatement(id, '別の意見');
    expect((await vote(id, a.id, 1)).json().data).toEqual({ statement_id: a.id, vote: 1 });
    expect((await vote(id, a.id, -1)).statusCode).toBe(200);
    expect((await vote(id, a.id, -1)).statusCode).toBe(200);
    expect((await vote(id, a.id, 1, other)).statusCode).toBe(200);

    let seen = await detail(id);
    expect(seen.statements.find((s) => s.id === a.id)).toMatchObject({
      agrees: 1,
      disagrees: 1,
      passes: 0,
      my_vote: -1,
    });
    expect(seen.participants).toBe(2);
    expect(seen.next_statement?.id).toBe(b.id);

    await vote(id, a.id, 0);
    seen = await detail(id);
    expect(seen.statements.find((s) => s.id === a.id)).toMatchObject({
      agrees: 1,
      disagrees: 0,
      passes: 1,
      my_vote: 0,
    });

    const before = await rows();
    for (const bad of [2, '1', null, 0.5]) expect((await vote(id, b.id, bad)).statusCode).toBe(422);
    expect((await vote(id, 999_999, 1)).statusCode).toBe(404);
    expect((await vote(999_999, a.id, 1)).statusCode).toBe(404);
    expect((await vote(id, b.id, 1, blocked)).statusCode).toBe(403);
    expect((await vote(id, b.id, 1, null as unknown as TestUser)).statusCode).toBe(401);
    expect(await rows()).toEqual(before);

    await vote(id, b.id, 1);
    expect((await detail(id)).next_statement).toBeNull();

    // Their data export (decision 029) holds their votes.
    const exported = (await get('/api/auth/user/export', resident)).json();
    expect(exported.consultation_votes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ consultation_id: id, statement_id: a.id, vote: 0 }),
        expect.objectContaining({ consultation_id: id, statement_id: b.id, vote: 1 }),
      ]),
    );
    expect((await detail(id, null)).next_statement).toBeNull();
  });
});

describe('withdrawing a vote', () => {
  const withdraw = (id: number, statementId: number, who: TestUser | null = resident) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/consultations/${id}/votes/${statementId}`,
      headers: { ...who?.auth, 'x-client-locale': 'en' },
    });

  it('takes the vote away: the counts drop, the person may leave, and withdrawing again changes nothing', async () => {
    const id = await newConsultation();
    const a = await addStatement(id, '公園に水飲み場を');
    const b = await addStatement(id, '公園に時計を');
    await vote(id, a.id, -1);
    await vote(id, a.id, 1, other);

    const res = await withdraw(id, a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ statement_id: a.id, vote: null });
    const seen = await detail(id);
    expect(seen.statements.find((s) => s.id === a.id)).toMatchObject({
      agrees: 1,
      disagrees: 0,
      passes: 0,
      my_vote: null,
    });
    expect(seen.participants).toBe(1);
    // Back in the deck: the newest statement without a vote of hers.
    expect(seen.next_statement?.id).toBe(b.id);
    expect((await get('/api/auth/user/export', resident)).json().consultation_votes).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ statement_id: a.id })]),
    );

    const before = await rows();
    expect((await withdraw(id, a.id)).statusCode).toBe(200);
    expect((await withdraw(id, b.id)).statusCode).toBe(200);
    expect((await withdraw(id, 999_999)).statusCode).toBe(404);
    expect((await withdraw(999_999, a.id)).statusCode).toBe(404);
    expect((await withdraw(id, a.id, null)).statusCode).toBe(401);
    expect((await withdraw(id, a.id, blocked)).statusCode).toBe(403);
    const bad = await withdraw(id, 0);
    expect(bad.statusCode).toBe(422);
    expect(await rows()).toEqual(before);
    expect((await detail(id, other)).statements.find((s) => s.id === a.id)?.agrees).toBe(1);
  });

  it('is followed by the analysis: the next run no longer counts who withdrew below seven votes', async () => {
    const { id, statementIds, people } = await twoCamps();
    await runAnalysis();
    const analysed = async () => (await get(`/api/consultations/${id}/analysis`)).json().data;
    expect((await analysed()).participants).toBe(40);

    const leaving = people[0] as TestUser;
    for (const statementId of statementIds.slice(0, 4))
      expect((await withdraw(id, statementId, leaving)).statusCode).toBe(200);
    await runAnalysis();
    expect((await analysed()).participants).toBe(39);
    expect(
      (await get(`/api/auth/consultations/${id}/my-group`, leaving)).json().data.group,
    ).toBeNull();
  });
});

/** Two camps of 20: statements 0–3 split them one way, 4–7 the other, 8–9 unite them. */
async function twoCamps() {
  const id = await newConsultation();
  const statementIds: number[] = [];
  for (let i = 0; i < 10; i++) statementIds.push((await addStatement(id, `意見 ${i}`)).id);
  const people = await Promise.all(
    Array.from({ length: 40 }, (_, i) => createUser(ctx.db, { name: `参加者${i}` })),
  );
  const votes = people.flatMap((person, p) =>
    statementIds.map((statementId, s) => {
      const campA = p < 20;
      let value = s < 4 ? (campA ? 1 : -1) : s < 8 ? (campA ? -1 : 1) : 1;
      // Some noise: a few passes, a few missing votes.
      if ((p * 7 + s * 3) % 11 === 0) value = 0;
      return {
        statementId,
        userId: person.id,
        consultationId: id,
        vote: value,
        skip: (p + s) % 13 === 0,
      };
    }),
  );
  await ctx.db
    .insert(consultationVotes)
    .values(votes.filter((v) => !v.skip).map(({ skip: _, ...v }) => v));
  // Inserted directly: the counts the votes make are set here.
  await ctx.db.execute(sql`
    UPDATE consultation_statements s SET
      agrees = (SELECT count(*) FROM consultation_votes v WHERE v.statement_id = s.id AND v.vote = 1),
      disagrees = (SELECT count(*) FROM consultation_votes v WHERE v.statement_id = s.id AND v.vote = -1),
      passes = (SELECT count(*) FROM consultation_votes v WHERE v.statement_id = s.id AND v.vote = 0)
    WHERE s.consultation_id = ${id}`);
  return { id, statementIds, people };
}

describe('analysis', () => {
  it('is served empty before the job ran, then finds the two camps and what they share', async () => {
    const { id, statementIds, people } = await twoCamps();
    const empty = await get(`/api/consultations/${id}/analysis`);
    expect(empty.json().data).toEqual({ participants: 0, groups: [], consensus: [], points: [] });

    await runAnalysis();
    const { data } = (await get(`/api/consultations/${id}/analysis`)).json<{
      data: ConsultationAnalysis;
    }>();
    expect(data.participants).toBe(40);
    expect(data.groups.map((g) => g.size)).toEqual([20, 20]);
    expect(data.points).toHaveLength(40);
    expect(data.consensus.map((c) => c.statement_id).sort()).toEqual(statementIds.slice(8));
    const represented = data.groups.map((g) =>
      g.representative.map((r) => statementIds.indexOf(r.statement_id)).sort(),
    );
    expect(represented.sort()).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
    for (const group of data.groups)
      for (const r of group.representative) expect(r.agree_in).toBeGreaterThan(r.agree_out);

    const mine = async (who: TestUser) =>
      (await get(`/api/auth/consultations/${id}/my-group`, who)).json().data.group;
    const first = await mine(people[0] as TestUser);
    const last = await mine(people[39] as TestUser);
    expect([first, last].sort()).toEqual([0, 1]);
    expect(await mine(other)).toBeNull();
    expect((await get(`/api/auth/consultations/${id}/my-group`)).statusCode).toBe(401);

    // A newcomer is shown first what separates the groups, and a new statement before all.
    // Left to vote on: statement 7, which separates them, and 8 and 9, which all share.
    for (const statementId of statementIds.slice(0, 7)) await vote(id, statementId, 1, other);
    const next = async () => (await detail(id, other)).next_statement?.id;
    expect(await next()).toBe(statementIds[7]);
    const fresh = await addStatement(id, '新しい意見');
    expect(await next()).toBe(fresh.id);
    await ctx.db.delete(consultationStatements).where(eq(consultationStatements.id, fresh.id));

    // Those votes made the stored analysis stale: the next run counts the newcomer too.
    await runAnalysis();
    const again = (await get(`/api/consultations/${id}/analysis`)).json().data;
    expect(again.participants).toBe(41);
    expect(await mine(other)).not.toBeNull();
  });

  it('leaves a consultation another server is analysing to it, and takes it once its claim ran out', async () => {
    const { id } = await twoCamps();
    const claim = (until: Date) =>
      ctx.db
        .update(consultations)
        .set({ analysisClaimedUntil: until })
        .where(eq(consultations.id, id));
    await claim(new Date(Date.now() + 60_000));
    await runAnalysis();
    expect((await get(`/api/consultations/${id}/analysis`)).json().data.participants).toBe(0);
    await claim(new Date(Date.now() - 1_000));
    await runAnalysis();
    expect((await get(`/api/consultations/${id}/analysis`)).json().data.participants).toBe(40);
  });

  // Last of the runs: its votes are newer than the in-flight margin, so a later run would
  // analyse this big consultation again.
  it('holds no transaction while it analyses: a read is answered before a big consultation’s analysis ends, which stores what analyse computes on the main thread', async () => {
    const id = await newConsultation();
    const random = mulberry32(34);
    const lean = randomLean(random, 3, 150);
    const statementRows = await ctx.db
      .insert(consultationStatements)
      .values(
        lean[0]?.map((_, n) => ({
          consultationId: id,
          userId: city.id,
          text: `意見 ${n}`,
          status: 'approved' as const,
        })) ?? [],
      )
      .returning({ id: consultationStatements.id });
    const people = await ctx.db
      .insert(users)
      .values(
        Array.from({ length: 800 }, (_, n) => ({
          name: `参加者${n}`,
          email: `camp-${id}-${n}@example.test`,
        })),
      )
      .returning({ id: users.id });
    const votes = campVotes(random, lean, people.length, 30).map(({ person, statement, vote }) => ({
      consultationId: id,
      statementId: statementRows[statement]?.id ?? 0,
      userId: people[person]?.id ?? 0,
      vote,
    }));
    for (let from = 0; from < votes.length; from += 5_000)
      await ctx.db.insert(consultationVotes).values(votes.slice(from, from + 5_000));

    let analysed = false;
    const run = runAnalysis().then(() => (analysed = true));
    // A read of the database: on PGlite's one connection it would wait for a transaction held
    // while computing (analysis-thread.test.ts shows the event loop free meanwhile).
    const answered = await get(`/api/consultations/${id}`);
    expect(answered.statusCode).toBe(200);
    expect(analysed).toBe(false);
    await run;

    const stored = (await get(`/api/consultations/${id}/analysis`)).json().data;
    expect(stored.participants).toBe(800);
    expect(stored.groups).toHaveLength(3);
    expect(stored).toEqual(
      analyse(
        statementRows.map((row) => row.id),
        votes,
      ).data,
    );
    const [claim] = await ctx.db
      .select({ until: consultations.analysisClaimedUntil })
      .from(consultations)
      .where(eq(consultations.id, id));
    expect(claim?.until).toBeNull();
  });

  it('answers 404 for a consultation that does not exist', async () => {
    expect((await get('/api/consultations/999999/analysis')).statusCode).toBe(404);
    expect((await get('/api/consultations/999999')).statusCode).toBe(404);
  });
});

describe('export', () => {
  it('writes Pol.is’s three files with numbered participants and no personal data', async () => {
    const id = await newConsultation();
    const a = await addStatement(id, '=HYPERLINK("x") ベンチ, 木陰');
    await addStatement(id, '保留中の意見', resident);
    await vote(id, a.id, 1, resident);
    await vote(id, a.id, -1, other);

    const file = async (name: string) => {
      const res = await get(`/api/consultations/${id}/export/${name}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.body).not.toContain(resident.name);
      expect(res.body).not.toContain(resident.email);
      return res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    };
    const comments = await file('comments.csv');
    expect(comments[0]).toBe(
      'timestamp,datetime,comment-id,author-id,agrees,disagrees,moderated,comment-body',
    );
    expect(comments).toHaveLength(2);
    expect(comments[1]).toMatch(
      new RegExp(`^\\d+,[^,]+,${a.id},0,1,1,1,"'=HYPERLINK\\(""x""\\) ベンチ, 木陰"$`),
    );

    const votes = await file('votes.csv');
    expect(votes[0]).toBe('timestamp,datetime,comment-id,voter-id,vote');
    expect(votes.slice(1).map((line) => line.split(',').slice(2).join(','))).toEqual([
      `${a.id},1,1`,
      `${a.id},2,-1`,
    ]);

    const participants = await file('participants-votes.csv');
    expect(participants).toEqual([
      `participant,group-id,n-comments,n-votes,n-agree,n-disagree,${a.id}`,
      '0,,1,0,0,0,',
      '1,,0,1,1,0,1',
      '2,,0,1,0,1,-1',
    ]);
    expect((await get(`/api/consultations/${id}/export/other.csv`)).statusCode).toBe(422);
  });
});
