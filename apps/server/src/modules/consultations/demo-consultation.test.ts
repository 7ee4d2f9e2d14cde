import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConsultationAnalysis } from '@iagree/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { consultationAnalyses, consultationStatements } from '../../db/schema.ts';
import { DEMO_CONSULTATION, insertDemoConsultation } from '../../db/seed/demo-consultation.ts';
import { openTestDatabase } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { analyseConsultation } from './analysis-job.ts';
import { analysisThread } from './analysis-thread.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('the demo consultation', () => {
  it('shows a first visitor the three camps and the three wishes they share', async () => {
    const organiser = await createUser(handle.db, { role: 1 });
    const residents: number[] = [];
    for (let i = 0; i < 6; i++) residents.push((await createUser(handle.db)).id);
    await handle.db.transaction((tx) =>
      insertDemoConsultation(tx, { now: new Date(), organiserId: organiser.id, residents }),
    );
    const [statement] = await handle.db.select().from(consultationStatements).limit(1);
    const id = statement!.consultationId;

    const thread = analysisThread();
    try {
      await analyseConsultation(handle.db, thread, id, new Date());
    } finally {
      await thread.close();
    }
    const [stored] = await handle.db
      .select({ data: consultationAnalyses.data })
      .from(consultationAnalyses)
      .where(eq(consultationAnalyses.consultationId, id));
    const analysis = stored!.data as ConsultationAnalysis;
    expect(analysis.participants).toBe(41);
    expect(analysis.groups.map((group) => group.size)).toEqual([15, 13, 13]);
    for (const group of analysis.groups) expect(group.representative.length).toBeGreaterThan(0);

    const texts = new Map(
      (await handle.db.select().from(consultationStatements)).map((row) => [row.id, row.text]),
    );
    const shared = DEMO_CONSULTATION.statements
      .filter((s) => s.lean.every((side) => side === 1))
      .map((s) => s.text);
    expect(analysis.consensus.map((c) => texts.get(c.statement_id)).sort()).toEqual(
      [...shared].sort(),
    );
  });
});
