import { asc, count, inArray } from 'drizzle-orm';
import { AGREE_MILESTONES } from '@iagree/contract';
import { removeImage, type StoredImage } from '../../adapters/image-pipeline.ts';
import { hashPassword } from '../../adapters/password.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Database, Transaction } from '../client.ts';
import {
  agreeMilestones,
  agrees,
  eventCategories,
  eventComments,
  events,
  statementCategories,
  statementComments,
  statementFollows,
  statementImages,
  statements,
  users,
} from '../schema.ts';
import {
  DEMO_EVENTS,
  DEMO_STATEMENTS,
  DEMO_USERS,
  EVENT_COMMENTS,
  STATEMENT_COMMENTS,
  type DemoEvent,
  type DemoStatement,
  type Place,
} from './demo-content.ts';
import { insertDemoBudget } from './demo-budget.ts';
import { insertDemoConsultation } from './demo-consultation.ts';
import {
  int,
  mulberry32,
  pick,
  pictureJobs,
  shuffle,
  storePictures,
  type Random,
} from './demo-images.ts';

export const DEMO_PASSWORD = 'iagree-demo-2026';

/** Same seed, same data: only the dates move along with today. */
const SEED = 7;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TOKYO_OFFSET = 9 * HOUR;
const CODE_ALPHABET = [...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'];
const STATEMENTS_WITH_IMAGES = 15;

export interface DemoAccount {
  email: string;
  name: string;
  role: number;
}

/** The demo accounts in the database (none unless the demo data was loaded), oldest first. */
export function findDemoAccounts(db: Database): Promise<DemoAccount[]> {
  return db
    .select({ email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    )
    .orderBy(asc(users.id));
}

export interface DemoSummary {
  /** Every demo account shares DEMO_PASSWORD. */
  accounts: { email: string; password: string; role: number; name: string }[];
  users: number;
  statements: number;
  events: number;
}

type PlannedEvent = ReturnType<typeof planEvent>;
type PlannedStatement = ReturnType<typeof planStatement>;

const ordinaryUsers = DEMO_USERS.flatMap((user, index) => (user.role === 0 ? [index] : []));
const localeOf = (userIndex: number) => DEMO_USERS[userIndex]?.locale ?? 'ja';

const located = (place: Place | undefined) => ({
  address: place?.[0],
  latitude: place?.[1],
  longitude: place?.[2],
});

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('Demo plan is inconsistent');
  return value;
}

/** Sorted moments between `from` and now, so replies never predate what they answer. */
function momentsAfter(random: Random, from: Date, now: Date, howMany: number): Date[] {
  const span = now.getTime() - from.getTime();
  return Array.from({ length: howMany }, () => from.getTime() + random() * span)
    .sort((a, b) => a - b)
    .map((time) => new Date(time));
}

/** Up to four comments by distinct people, none repeating another's text. */
function commentsBy(
  random: Random,
  people: number[],
  pools: Record<'ja' | 'en', readonly string[]>,
  since: Date,
  now: Date,
) {
  const texts = { ja: shuffle(random, pools.ja), en: shuffle(random, pools.en) };
  const authors = shuffle(random, people).slice(0, int(random, 0, 4));
  const moments = momentsAfter(random, since, now, authors.length);
  return authors.map((userIndex, i) => {
    // Each author writes once, so the small English pool is drawn from at most once.
    const pool = texts[localeOf(userIndex)];
    return { userIndex, comment: required(pool[i % pool.length]), createdAt: required(moments[i]) };
  });
}

/** The events happen in Tokyo, so their calendar dates are Tokyo dates. */
const tokyoDate = (time: number) => new Date(time + TOKYO_OFFSET).toISOString().slice(0, 10);

function startOfTokyoDay(now: Date): number {
  const local = now.getTime() + TOKYO_OFFSET;
  return local - (local % DAY) - TOKYO_OFFSET;
}

function statementCreatedAt(random: Random, now: Date, daysAgo: number): Date {
  if (daysAgo > 0) return new Date(now.getTime() - daysAgo * DAY - random() * 10 * HOUR);
  // "Today" must hold whether the map filter counts days in Tokyo or in UTC.
  const sinceMidnight = Math.min(now.getTime() - startOfTokyoDay(now), now.getTime() % DAY);
  return new Date(now.getTime() - random() * Math.min(3 * HOUR, sinceMidnight));
}

function eventCode(random: Random, taken: Set<string>): string {
  for (;;) {
    const code = 'EV' + Array.from({ length: 6 }, () => pick(random, CODE_ALPHABET)).join('');
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

function planEvent(random: Random, now: Date, content: DemoEvent, codes: Set<string>) {
  const start = startOfTokyoDay(now) + content.startInDays * DAY;
  const endDate = tokyoDate(start + (content.days - 1) * DAY);
  const createdAt = new Date(Math.min(now.getTime() - HOUR, start - 21 * DAY));
  const pools = EVENT_COMMENTS[endDate >= tokyoDate(now.getTime()) ? 'upcoming' : 'past'];
  const [address, latitude, longitude] = content.place;
  const comments = commentsBy(random, ordinaryUsers, pools, createdAt, now).map((planned) => {
    const { userIndex, ...comment } = planned;
    // Some commenters pin a spot near the venue, as the comment form allows.
    const jitter = () => (random() - 0.5) * 0.008;
    const place: Place | undefined =
      random() < 0.4 ? [`${address}付近`, latitude + jitter(), longitude + jitter()] : undefined;
    return { userIndex, row: { ...comment, ...located(place) } };
  });
  const { title, companyName, description } = content;
  const row = {
    code: eventCode(random, codes),
    title,
    companyName,
    description,
    ...located(content.place),
    startDate: tokyoDate(start),
    endDate,
    commentsCount: comments.length,
    createdAt,
    updatedAt: createdAt,
  };
  return { content, row, comments };
}

function planStatement(random: Random, now: Date, content: DemoStatement, imageCount: number) {
  const authorIndex = pick(random, ordinaryUsers);
  const createdAt = statementCreatedAt(random, now, content.daysAgo);
  const others = DEMO_USERS.map((_, index) => index).filter((index) => index !== authorIndex);
  const agreeing = shuffle(random, others).slice(0, int(random, 0, others.length));
  const agreeTimes = momentsAfter(random, createdAt, now, agreeing.length);
  const commenters = ordinaryUsers.filter((index) => index !== authorIndex);
  const comments = commentsBy(random, commenters, STATEMENT_COMMENTS, createdAt, now);
  const { title, description, money, freeCategory } = content;
  const row = {
    title,
    description,
    money,
    freeCategory,
    ...located(content.place),
    agreeCount: agreeing.length,
    commentCount: comments.length,
    createdAt,
    updatedAt: createdAt,
  };
  const agreeRows = agreeing.map((userIndex, i) => ({
    userIndex,
    createdAt: required(agreeTimes[i]),
  }));
  return { content, authorIndex, row, agrees: agreeRows, comments, imageCount };
}

async function assertNoUsers(db: Pick<Database, 'select'>) {
  const [row] = await db.select({ total: count() }).from(users);
  if (row && row.total > 0) {
    throw new Error(
      'Demo data is only seeded into an empty database: the users table already has rows.',
    );
  }
}

/** Generated ids in the order of `keys`, matched on a unique column rather than on RETURNING order. */
function idsByKey(rows: { id: number; key: string }[], keys: string[]): number[] {
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return keys.map((key) => required(ids.get(key)));
}

/** Child rows of each planned parent, given the parents' generated ids. */
const childRows = <P, T>(parents: P[], ids: number[], rows: (parent: P, id: number) => T[]) =>
  parents.flatMap((parent, i) => rows(parent, required(ids[i])));

async function insertRows(
  tx: Transaction,
  plan: { now: Date; passwordHash: string; events: PlannedEvent[]; statements: PlannedStatement[] },
  pictures: StoredImage[],
) {
  // Pictures come in pictureJobs order: avatars, each event's image and logo, statement images.
  const nextPicture = () => required(pictures.shift());

  const userRows = await tx
    .insert(users)
    .values(
      DEMO_USERS.map((user, index) => {
        const createdAt = new Date(plan.now.getTime() - 530 * DAY + index * HOUR);
        const activatedAt = new Date(createdAt.getTime() + 10 * 60_000);
        const avatar = nextPicture().key;
        return {
          ...user,
          passwordHash: plan.passwordHash,
          avatar,
          activatedAt,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: users.id, key: users.email });
  const userIds = idsByKey(
    userRows,
    DEMO_USERS.map((user) => user.email),
  );
  const userId = (index: number) => required(userIds[index]);
  const organiserId = userId(DEMO_USERS.findIndex((user) => user.role === 1));

  const eventRows = await tx
    .insert(events)
    .values(
      plan.events.map(({ row }) => {
        const [eventImg, companyLogoImg] = [nextPicture().key, nextPicture().key];
        return { ...row, userId: organiserId, eventImg, companyLogoImg };
      }),
    )
    .returning({ id: events.id, key: events.code });
  const eventIds = idsByKey(
    eventRows,
    plan.events.map(({ row }) => row.code),
  );
  await tx
    .insert(eventCategories)
    .values(
      childRows(plan.events, eventIds, ({ content }, eventId) =>
        content.categories.map((categoryId) => ({ eventId, categoryId })),
      ),
    );
  await tx
    .insert(eventComments)
    .values(
      childRows(plan.events, eventIds, ({ comments }, eventId) =>
        comments.map(({ userIndex, row }) => ({ ...row, eventId, userId: userId(userIndex) })),
      ),
    );

  const eventIdByKey = new Map(plan.events.map(({ content }, i) => [content.key, eventIds[i]]));
  const statementRows = await tx
    .insert(statements)
    .values(
      plan.statements.map(({ content, authorIndex, row }) => ({
        ...row,
        userId: userId(authorIndex),
        eventId: content.event ? required(eventIdByKey.get(content.event)) : undefined,
      })),
    )
    .returning({ id: statements.id, key: statements.title });
  const statementIds = idsByKey(
    statementRows,
    plan.statements.map(({ row }) => row.title),
  );
  const eachStatement = <T>(rows: (planned: PlannedStatement, statementId: number) => T[]) =>
    childRows(plan.statements, statementIds, rows);
  await tx
    .insert(statementCategories)
    .values(
      eachStatement(({ content }, statementId) =>
        content.categories.map((categoryId) => ({ statementId, categoryId })),
      ),
    );
  await tx.insert(statementImages).values(
    eachStatement(({ imageCount, row }, statementId) =>
      Array.from({ length: imageCount }, (_, position) => {
        const { key, thumbKey, width, height } = nextPicture();
        return { statementId, position, key, thumbKey, width, height, createdAt: row.createdAt };
      }),
    ),
  );
  // As for a statement posted through the app: its author follows it, and the agree
  // milestones it already passed are not announced again.
  await tx
    .insert(statementFollows)
    .values(
      eachStatement(({ authorIndex }, statementId) => [
        { statementId, userId: userId(authorIndex) },
      ]),
    );
  const passed = eachStatement((planned, statementId) =>
    AGREE_MILESTONES.filter((milestone) => milestone <= planned.agrees.length).map((milestone) => ({
      statementId,
      milestone,
    })),
  );
  if (passed.length > 0) await tx.insert(agreeMilestones).values(passed);
  await tx.insert(agrees).values(
    eachStatement((planned, statementId) =>
      planned.agrees.map(({ userIndex, createdAt }) => ({
        statementId,
        userId: userId(userIndex),
        createdAt,
      })),
    ),
  );
  await tx.insert(statementComments).values(
    eachStatement(({ comments }, statementId) =>
      comments.map(({ userIndex, ...comment }) => ({
        ...comment,
        statementId,
        userId: userId(userIndex),
      })),
    ),
  );
  const statementByTitle = new Map(
    plan.statements.map(({ row }, i) => [row.title, { id: required(statementIds[i]), row }]),
  );
  const statementOf = (title: string) => required(statementByTitle.get(title));
  await insertDemoBudget(tx, {
    now: plan.now,
    organiserId,
    residents: ordinaryUsers.map(userId),
    statementId: (title) => statementOf(title).id,
    money: (title) => required(statementOf(title).row.money),
  });
  await insertDemoConsultation(tx, {
    now: plan.now,
    organiserId,
    residents: ordinaryUsers.map(userId),
  });
}

/**
 * Fills an empty database with demo users, statements and events, pictures included, a
 * participatory budget at its ballot and a consultation with its votes.
 * Rows go in one transaction; pictures are stored first and removed again if anything fails.
 */
export async function seedDemo(db: Database, storage: Storage): Promise<DemoSummary> {
  await assertNoUsers(db);
  const random = mulberry32(SEED);
  const now = new Date();
  const codes = new Set<string>();
  const plannedEvents = DEMO_EVENTS.map((content) => planEvent(random, now, content, codes));
  const withImages = new Set(
    shuffle(random, [...DEMO_STATEMENTS.keys()]).slice(0, STATEMENTS_WITH_IMAGES),
  );
  const plannedStatements = DEMO_STATEMENTS.map((content, index) =>
    planStatement(random, now, content, withImages.has(index) ? int(random, 1, 3) : 0),
  );
  const jobs = pictureJobs(random, {
    avatars: DEMO_USERS.length,
    events: plannedEvents.length,
    statements: plannedStatements.map(({ imageCount }) => imageCount),
  });
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const stored: StoredImage[] = [];
  try {
    const pictures = await storePictures(storage, jobs, stored);
    await db.transaction(async (tx) => {
      await assertNoUsers(tx);
      await insertRows(
        tx,
        { now, passwordHash, events: plannedEvents, statements: plannedStatements },
        pictures,
      );
    });
  } catch (error) {
    await Promise.all(stored.map((image) => removeImage(storage, image)));
    throw error;
  }

  return {
    accounts: DEMO_USERS.map(({ locale: _, ...account }) => ({
      ...account,
      password: DEMO_PASSWORD,
    })),
    users: DEMO_USERS.length,
    statements: plannedStatements.length,
    events: plannedEvents.length,
  };
}
