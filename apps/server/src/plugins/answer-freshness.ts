import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CachedAnswer, OwnWrite } from '../adapters/answer-cache.ts';
import { CLOCK_MARGIN_MS, agreeReaches } from '../adapters/answer-changes.ts';
import { hashToken } from '../modules/accounts/index.ts';
import { presentedToken } from './auth.ts';
import { holdsNone } from './list-members.ts';

/**
 * How long an answer is served as it is. What "3 minutes ago" says, and a write made through
 * another app server while the store is each process's own memory, are at most this late
 * (plus one computation): after it, requests are answered from the store while the answer is
 * computed anew, so a burst never waits for the database — up to CATCH_UP_MS.
 */
export const FRESH_MS = 1000;
/**
 * The oldest answer ever served, counted from when its computation began: an `othersCatchUp`
 * write reaches every reader within this (issue 27: a guest sees any write within 2 s), and its
 * writer's session skips stored answers as long.
 */
export const CATCH_UP_MS = 2000;
/** How long the store keeps an answer nobody asks for. */
export const KEEP_MS = 60_000;
/**
 * How long an answer found unchanged by the writes since its computation is served on
 * (decision 038): what the clock alone changes — the trending window, a map's range of days —
 * is at most this late. Longer than the store keeps an answer nobody asks for: a hot answer
 * that costs much (a common word's search) is computed a few times an hour, not each minute.
 */
export const MAX_REUSE_MS = 10 * 60_000;

/**
 * Since when an answer is known to show the data as it is: computed or found unchanged. One
 * the clock has not reached (it was set back since) is known for nothing: no age is too old.
 */
export function ageOf(answer: CachedAnswer) {
  const age = Date.now() - (answer.checkedAt ?? answer.madeAt);
  return age < 0 ? Number.POSITIVE_INFINITY : age;
}

export const isFresh = (answer: CachedAnswer) => ageOf(answer) <= FRESH_MS;

/**
 * The stored answer to serve as it is, if any: fresh, or older but unchanged by every write
 * committed since its computation (decision 038) — then stored again as checked now. An agree
 * that moved a statement across a narrowed list's page changes it only if the list holds that
 * statement (decision 042). Only the writes since its last check are read again: those before
 * were found not to change it, and a statement a narrowed list did not hold can enter it only
 * by a write that changes every answer. Every write since its computation would be up to
 * MAX_REUSE_MS of a crowd's agrees — 12,000 at 20 a second — read for each answer each second.
 */
export async function currentOf(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
  stored: CachedAnswer,
) {
  if (isFresh(stored)) return stored;
  const now = Date.now();
  const age = now - stored.madeAt;
  if (age < 0 || age > MAX_REUSE_MS || !app.answerChanges) return undefined;
  // A check the clock has not reached (it was set back since) vouches for nothing.
  const since =
    stored.checkedAt !== undefined && stored.checkedAt <= now ? stored.checkedAt : stored.madeAt;
  const changes = app.answerChanges.changesSince(since, stored.reach);
  if (changes === 'changed') return undefined;
  if (changes.length > 0 && !(await holdsNone(app, request, changes))) return undefined;
  const checked = { ...stored, checkedAt: now };
  await app.answerCache.set(key, checked, KEEP_MS);
  return checked;
}

/** The `othersCatchUp` writes of this request's session within CATCH_UP_MS. */
export async function ownWrites(app: FastifyInstance, request: FastifyRequest) {
  const token = presentedToken(request);
  return token === undefined ? [] : app.answerCache.writesOf(hashToken(token));
}

/**
 * Whether an answer shows the writer's own writes: made after them (by the clocks' margin,
 * another server may have made it), or out of their reach (for a narrowed list, their
 * statements not held by it).
 */
export async function showsOwn(
  app: FastifyInstance,
  request: FastifyRequest,
  answer: CachedAnswer,
  writes: OwnWrite[],
) {
  const ifHeld: number[] = [];
  for (const { at, news } of writes) {
    if (answer.madeAt > at + CLOCK_MARGIN_MS) continue;
    const reached = news === undefined || agreeReaches(news, answer.reach);
    if (reached === true) return false;
    if (reached === 'if held') ifHeld.push(news!.statementId);
  }
  return ifHeld.length === 0 || holdsNone(app, request, ifHeld);
}
