/**
 * A town consultation's analysis (issue 34, decision 036): 2,000 participants × 600 statements
 * × 100,000 votes, analysed by the pure function alone and by the job end to end on an
 * in-memory PGlite (read the votes, analyse on the job's worker thread, store), with the longest
 * the event loop waited meanwhile. Votes come from three latent camps with noise, from a seeded
 * generator (db/seed/camp-votes.ts), so every run analyses the same matrix.
 *
 *   npm run bench -- --only consultation
 */
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
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
import { analysisThread } from '../apps/server/src/modules/consultations/analysis-thread.ts';
import { campVotes, randomLean } from '../apps/server/src/db/seed/camp-votes.ts';
import { mulberry32 } from '../apps/server/src/db/seed/demo-images.ts';

const PARTICIPANTS = 2_000;
const STATEMENTS = 600;
const VOTES = 100_000;
const CAMPS = 3;
const RUNS = 3;

/** Each person votes on 50 distinct statements, mostly as their camp leans on each. */
function townVotes(): VoteRow[] {
  const random = mulberry32(34);
  const lean = randomLean(random, CAMPS, STATEMENTS);
  return campVotes(random, lean, PARTICIPANTS, VOTES / PARTICIPANTS).map(
    ({ person, statement, vote }) => ({ userId: person + 1, statementId: statement + 1, vote }),
  );
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

  const client = await PGlite.create();
  const handle = await openDatabase({ kind: 'pglite-client', client });
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

  // The job's thread lives for its run: the first analysis also starts it.
  const job: number[] = [];
  const blocked: number[] = [];
  const thread = analysisThread();
  for (let run = 0; run < RUNS; run++) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    await analyseConsultation(db, thread, id, new Date());
    job.push(performance.now() - started);
    delay.disable();
    blocked.push(delay.max / 1e6);
  }
  await thread.close();
  const list = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(', ');
  console.log(
    `the job on PGlite (read, analyse on its thread, store): median ${median(job).toFixed(0)} ms of ${RUNS} (${list(job)})`,
  );
  console.log(
    `longest the event loop waited during each: ${list(blocked)} ms (PGlite reads and writes on the main thread)`,
  );
  console.log(
    `load average after: ${load()}; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  await client.close();
}
