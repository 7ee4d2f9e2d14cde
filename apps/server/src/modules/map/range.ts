import type { MapRange } from '@iagree/contract';

const DAY = 86_400_000;
/** Japan keeps one time zone without daylight saving: a day starts at 00:00 JST. */
const TOKYO_OFFSET = 9 * 3_600_000;

/** 00:00 in Tokyo of the day `now` falls on. */
export function startOfTokyoDay(now: Date): Date {
  const local = now.getTime() + TOKYO_OFFSET;
  return new Date(local - (local % DAY) - TOKYO_OFFSET);
}

/** A yyyy-MM-dd calendar date in Tokyo. */
const tokyoDate = (time: Date) =>
  new Date(time.getTime() + TOKYO_OFFSET).toISOString().slice(0, 10);

function shift(date: Date, range: Exclude<MapRange, 'all' | 'today'>, sign: 1 | -1): Date {
  const moved = new Date(date);
  if (range === 'week') moved.setTime(moved.getTime() + sign * 7 * DAY);
  if (range === 'month') moved.setUTCMonth(moved.getUTCMonth() + sign);
  if (range === 'year') moved.setUTCFullYear(moved.getUTCFullYear() + sign);
  return moved;
}

/** Statements posted since this moment: today (Tokyo), or the last week, month or year. */
export function statementsSince(range: MapRange, now: Date): Date | null {
  if (range === 'all') return null;
  if (range === 'today') return startOfTokyoDay(now);
  return shift(now, range, -1);
}

/**
 * Events taking place within [from, to] (Tokyo calendar dates): today, or from today until a
 * week, a month or a year ahead. People look at the events map to find what they can still go to.
 */
export function eventsWithin(range: MapRange, now: Date): { from: string; to: string } | null {
  if (range === 'all') return null;
  const today = startOfTokyoDay(now);
  const until = range === 'today' ? today : new Date(shift(today, range, 1).getTime() - DAY);
  return { from: tokyoDate(today), to: tokyoDate(until) };
}
