/**
 * A town consultation's analysis (issue 34, decision 036): 2,000 participants × 600 statements
 * × 100,000 votes, analysed by the pure function alone and by the job end to end on an
 * in-memory PGlite (read the votes, analyse, store). Votes come from three latent camps with
 * noise, from a seeded generator, so every run analyses the same matrix.
 *
 *   npm run bench -- --only consultation
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import {
  consultationStatements,
  consultationVotes,
  consultations,
  users,
} from '../apps/server/src/db/schema.ts';
import { analyse, type VoteRow } from '../apps/server/src/modules/consultations/analysis.ts';
import { analyseConsultation } from '../apps/server/src/modules/consultations/analysis-job.ts';

const PARTICIPANTS = 2_000;
const STATEMENTS = 600;
const VOTES = 100_000;
const CAMPS = 3;
const RUNS = 3;

/** mulberry32: small, seeded, good enough to spread votes. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each person votes on 50 distinct statements, mostly as their camp leans on each. */
function townVotes(): VoteRow[] {
  const next = random(34);
  const lean = Array.from({ length: CAMPS }, () =>
    Array.from({ length: STATEMENTS }, () => (next() < 0.5 ? 1 : -1)),
  );
  const perPerson = VOTES / PARTICIPANTS;
  const votes: VoteRow[] = [];
  for (let person = 0; person < PARTICIPANTS; person++) {
    const camp = lean[person % CAMPS] ?? [];
    const chosen = new Set<number>();
    while (chosen.size < perPerson) chosen.add(Math.floor(next() * STATEMENTS));
    for (const statement of chosen) {
      const roll = next();
      const vote = roll < 0.15 ? 0 : roll < 0.3 ? -(camp[statement] ?? 1) : (camp[statement] ?? 1);
      votes.push({ userId: person + 1, statementId: statement + 1, vote });
    }
  }
  return votes;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export async function measureConsultation() {
  const votes = townVotes();
  const statementIds = Array.from({ length: STATEMENTS }, (_, i) => i + 1);
  console.log(`${PARTICIPANTS} participants × ${STATEMENTS} statements × ${votes.length} votes`);
  console.log(`load average before: ${load()} (${os.cpus().length} CPUs)`);

  const pure: number[] = [];
  let groups = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const result = analyse(statementIds, votes);
    pure.push(performance.now() - started);
    groups = result.data.groups.length;
  }
  console.log(
    `analyse(): median ${median(pure).toFixed(0)} ms of ${RUNS} (${pure.map((ms) => ms.toFixed(0)).join(', ')}), ${groups} groups`,
  );

  console.log(`peak RSS so far: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

  const handle = await openDatabase({ kind: 'pglite-memory' });
  await prepareDatabase(handle);
  const { db } = handle;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: PARTICIPANTS }, (_, i) => ({
        name: `参加者${i}`,
        email: `bench-${i}@example.test`,
        activatedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  const [consultation] = await db
    .insert(consultations)
    .values({ userId: people[0]?.id ?? 1, title: 'bench', description: 'bench' })
    .returning({ id: consultations.id });
  const id = consultation?.id ?? 1;
  const rows = await db
    .insert(consultationStatements)
    .values(
      statementIds.map((n) => ({
        consultationId: id,
        userId: people[0]?.id ?? 1,
        text: `意見 ${n}`,
        status: 'approved' as const,
      })),
    )
    .returning({ id: consultationStatements.id });
  for (let from = 0; from < votes.length; from += 5_000)
    await db.insert(consultationVotes).values(
      votes.slice(from, from + 5_000).map((vote) => ({
        consultationId: id,
        statementId: rows[vote.statementId - 1]?.id ?? 1,
        userId: people[vote.userId - 1]?.id ?? 1,
        vote: vote.vote,
      })),
    );

  const job: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await analyseConsultation(db, id, new Date());
    job.push(performance.now() - started);
  }
  console.log(
    `the job on PGlite (read, analyse, store): median ${median(job).toFixed(0)} ms of ${RUNS} (${job.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  console.log(
    `load average after: ${load()}; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  await handle.close();
}
