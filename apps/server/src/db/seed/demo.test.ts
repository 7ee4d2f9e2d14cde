import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../adapters/storage.ts';
import { openTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  agrees,
  budgetBallots,
  budgetProjects,
  budgetSupports,
  budgets,
  consultationStatements,
  consultationVotes,
  consultations,
  eventComments,
  events,
  statementComments,
  statementImages,
  statements,
  users,
} from '../schema.ts';
import { DEMO_USERS } from './demo-content.ts';
import { findDemoAccounts, seedDemo, type DemoSummary } from './demo.ts';

let handle: DatabaseHandle;
let mediaDir: string;
let summary: DemoSummary;

const storage = () => createDiskStorage(mediaDir);

async function filesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'iagree-demo-'));
  summary = await seedDemo(handle.db, storage());
}, 60_000);

afterAll(async () => {
  await handle?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('creates enough statements and events, and one organiser', async () => {
    const [statementTotal] = await handle.db.select({ n: count() }).from(statements);
    const [eventTotal] = await handle.db.select({ n: count() }).from(events);
    expect(statementTotal?.n).toBeGreaterThanOrEqual(30);
    expect(eventTotal?.n).toBeGreaterThanOrEqual(6);
    expect(summary.statements).toBe(statementTotal?.n);
    expect(summary.events).toBe(eventTotal?.n);

    const organisers = await handle.db.select().from(users).where(eq(users.role, 1));
    expect(organisers).toHaveLength(1);
    expect(summary.accounts.filter((account) => account.role === 1)).toHaveLength(1);
  });

  it('keeps the agree and comment counters equal to their rows', async () => {
    const statementMismatches = await handle.db
      .select({ id: statements.id })
      .from(statements)
      .where(
        sql`${statements.agreeCount} <> (SELECT count(*) FROM ${agrees} WHERE ${agrees.statementId} = ${statements.id})
          OR ${statements.commentCount} <> (SELECT count(*) FROM ${statementComments} WHERE ${statementComments.statementId} = ${statements.id})`,
      );
    expect(statementMismatches).toEqual([]);

    const eventMismatches = await handle.db
      .select({ id: events.id })
      .from(events)
      .where(
        sql`${events.commentsCount} <> (SELECT count(*) FROM ${eventComments} WHERE ${eventComments.eventId} = ${events.id})`,
      );
    expect(eventMismatches).toEqual([]);
  });

  it('opens a budget at its ballot, with reviewed projects from priced statements and supports', async () => {
    const [budget, ...others] = await handle.db.select().from(budgets);
    expect(others).toEqual([]);
    expect(budget).toMatchObject({ phase: 'balloting', total: 3_000_000 });
    const projects = await handle.db
      .select({
        id: budgetProjects.id,
        price: budgetProjects.price,
        feasible: budgetProjects.feasible,
        explanation: budgetProjects.explanation,
        supports: budgetProjects.supportCount,
        money: statements.money,
        supportRows: sql<number>`(SELECT count(*)::int FROM ${budgetSupports} WHERE ${budgetSupports.projectId} = ${budgetProjects.id})`,
      })
      .from(budgetProjects)
      .innerJoin(statements, eq(statements.id, budgetProjects.statementId))
      .where(eq(budgetProjects.budgetId, budget!.id));
    expect(projects.length).toBeGreaterThanOrEqual(4);
    for (const project of projects) {
      expect(project.money).not.toBeNull();
      expect(project.feasible).not.toBeNull();
      expect(project.explanation).toBeTruthy();
      expect(project.supports).toBe(project.supportRows);
    }
    expect(projects.some((project) => project.supports > 0)).toBe(true);
    // More feasible projects than the total pays for: the ballot is a choice.
    const feasible = projects.filter((project) => project.feasible);
    expect(feasible.reduce((sum, project) => sum + project.price, 0)).toBeGreaterThan(
      budget!.total,
    );
    const [demoUser] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'hanako@iagree.local'));
    const ballots = await handle.db.select().from(budgetBallots);
    expect(ballots.length).toBeGreaterThan(0);
    expect(ballots.map((ballot) => ballot.userId)).not.toContain(demoUser!.id);
  });

  it('opens a consultation with its votes counted, leaving the demo user all to vote on', async () => {
    // What the analysis finds in it: modules/consultations/demo-consultation.test.ts.
    const [consultation, ...others] = await handle.db.select().from(consultations);
    expect(others).toEqual([]);
    const [voted] = await handle.db
      .select({ n: count() })
      .from(consultationVotes)
      .where(eq(consultationVotes.consultationId, consultation!.id));
    expect(voted?.n).toBeGreaterThan(400);
    const mismatches = await handle.db
      .select({ id: consultationStatements.id })
      .from(consultationStatements)
      .where(
        sql`${consultationStatements.consultationId} = ${consultation!.id} AND (
          ${consultationStatements.agrees} <> (SELECT count(*) FROM consultation_votes v WHERE v.statement_id = consultation_statements.id AND v.vote = 1)
          OR ${consultationStatements.disagrees} <> (SELECT count(*) FROM consultation_votes v WHERE v.statement_id = consultation_statements.id AND v.vote = -1)
          OR ${consultationStatements.passes} <> (SELECT count(*) FROM consultation_votes v WHERE v.statement_id = consultation_statements.id AND v.vote = 0))`,
      );
    expect(mismatches).toEqual([]);
    const [demoVotes] = await handle.db
      .select({ n: count() })
      .from(consultationVotes)
      .innerJoin(users, eq(users.id, consultationVotes.userId))
      .where(eq(users.email, 'hanako@iagree.local'));
    expect(demoVotes?.n).toBe(0);
  });

  it('gives every event a unique code', async () => {
    const codes = await handle.db.select({ code: events.code }).from(events);
    expect(new Set(codes.map((row) => row.code)).size).toBe(codes.length);
  });

  it('stores every referenced picture', async () => {
    // The demo accounts; the consultation's voting-only residents have no picture.
    const userPictures = await handle.db
      .select({ key: users.avatar })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_USERS.map((user) => user.email),
        ),
      );
    const eventPictures = await handle.db
      .select({ image: events.eventImg, logo: events.companyLogoImg })
      .from(events);
    const statementPictures = await handle.db
      .select({ key: statementImages.key, thumb: statementImages.thumbKey })
      .from(statementImages);
    const keys = [
      ...userPictures.map((row) => row.key),
      ...eventPictures.flatMap((row) => [row.image, row.logo]),
      ...statementPictures.flatMap((row) => [row.key, row.thumb]),
    ];
    expect(statementPictures.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toBeTruthy();
      await expect(access(path.join(mediaDir, key ?? ''))).resolves.toBeUndefined();
    }
  });

  it('refuses a database that already has users, without adding rows or files', async () => {
    const [usersBefore] = await handle.db.select({ n: count() }).from(users);
    const [statementsBefore] = await handle.db.select({ n: count() }).from(statements);
    const filesBefore = await filesUnder(mediaDir);

    await expect(seedDemo(handle.db, storage())).rejects.toThrow(/empty database/);

    const [usersAfter] = await handle.db.select({ n: count() }).from(users);
    const [statementsAfter] = await handle.db.select({ n: count() }).from(statements);
    expect(usersAfter?.n).toBe(usersBefore?.n);
    expect(statementsAfter?.n).toBe(statementsBefore?.n);
    expect(await filesUnder(mediaDir)).toBe(filesBefore);
  });
});

describe('findDemoAccounts', () => {
  it('lists the demo accounts in the database, the organiser first, and none elsewhere', async () => {
    const accounts = await findDemoAccounts(handle.db);
    expect(accounts).toEqual(
      summary.accounts.map(({ email, name, role }) => ({ email, name, role })),
    );
    expect(accounts[0]?.role).toBe(1);

    const empty = await openTestDatabase();
    try {
      expect(await findDemoAccounts(empty.db)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
