import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentUser } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { recordAction } from '../../db/moderation-log.ts';
import { budgetCodes } from '../../db/schema.ts';
import { AppError, invalid } from '../../errors.ts';
import { sharedText } from '../../i18n/localized.ts';
import { budgetMessages } from './messages.ts';
import { budgetRow, isVerified } from './queries.ts';
import { localize, wrongPhase } from './service.ts';

/*
 * Residents' codes: the city's hashed codes for a budget whose ballot only verified
 * residents may cast, and a resident redeeming one.
 */

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * The hashes of a CSV the city exports: the first column of each line, quotes and a header
 * line allowed; 422 naming the first line that is not a SHA-256.
 */
function hashesOf(csv: string): string[] {
  const hashes: string[] = [];
  csv.split(/\r?\n/).forEach((line, index) => {
    const cell = (line.split(',')[0] ?? '').trim().replace(/^"|"$/g, '').toLowerCase();
    if (cell === '') return;
    if (SHA256_HEX.test(cell)) hashes.push(cell);
    else if (index > 0 || /^[0-9a-f]+$/.test(cell)) {
      throw invalid({
        csv: [localize(budgetMessages.badCodeLine, () => ({ line: index + 1 }))],
      });
    }
  });
  if (hashes.length === 0) throw invalid({ csv: [sharedText('validation.codes_csv')] });
  return hashes;
}

/**
 * Role 1 adds the city's hashed resident codes to a budget that requires the check (409 for
 * one that does not, or a finished one); logged. Codes already there are kept as they are.
 */
export async function uploadCodes(db: Database, user: CurrentUser, budgetId: number, csv: string) {
  const hashes = [...new Set(hashesOf(csv))];
  return db.transaction(async (tx) => {
    const budget = await budgetRow(tx, budgetId, 'share');
    if (!budget.requiresVerification) throw new AppError(409, budgetMessages.noCheck);
    if (budget.phase === 'finished') throw wrongPhase(budget);
    const added = await tx
      .insert(budgetCodes)
      .values(hashes.map((codeHash) => ({ budgetId, codeHash })))
      .onConflictDoNothing()
      .returning({ codeHash: budgetCodes.codeHash });
    const [{ codes } = { codes: 0 }] = await tx
      .select({ codes: sql<number>`count(*)::int` })
      .from(budgetCodes)
      .where(eq(budgetCodes.budgetId, budgetId));
    await recordAction(tx, user.id, {
      action: 'budget_codes',
      targetType: 'budget',
      targetId: budgetId,
      details: { added: added.length, codes },
    });
    return { added: added.length, codes };
  });
}

/**
 * A code as the city prints it and hashes it: NFKC (full-width letters and digits typed on a
 * phone become half-width), without spaces and hyphens, upper case.
 */
export const hashCode = (code: string): string =>
  createHash('sha256')
    .update(code.normalize('NFKC').replace(/[\s-]/g, '').toUpperCase())
    .digest('hex');

/**
 * The caller redeems a resident code for the budget: one code per account, each code once
 * (422 for an unknown or used code, the same answer so that neither is told apart); nothing
 * changes when they are already verified. Redemptions of a budget wait for each other, so an
 * account cannot take two codes at once.
 */
export async function redeemCode(db: Database, user: CurrentUser, budgetId: number, code: string) {
  await db.transaction(async (tx) => {
    const budget = await budgetRow(tx, budgetId, 'update');
    if (!budget.requiresVerification) throw new AppError(409, budgetMessages.noCheck);
    if (await isVerified(tx, budgetId, user.id)) return;
    const [redeemed] = await tx
      .update(budgetCodes)
      .set({ userId: user.id, redeemedAt: new Date() })
      .where(
        and(
          eq(budgetCodes.budgetId, budgetId),
          eq(budgetCodes.codeHash, hashCode(code)),
          isNull(budgetCodes.redeemedAt),
        ),
      )
      .returning({ codeHash: budgetCodes.codeHash });
    if (!redeemed) throw invalid({ code: [budgetMessages.badCode] });
  });
}
