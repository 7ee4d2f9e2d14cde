import type { Locale } from '@iagree/contract';

/**
 * What an answer is worded for besides who asks (the contract's `Viewer`): the request's
 * language, and the moment times like "3 hours ago" count from.
 */
export interface RequestFacts {
  locale: Locale;
  now: Date;
}

export const factsOf = (locale: Locale): RequestFacts => ({ locale, now: new Date() });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const JA_UNITS: Record<Unit, string> = {
  minute: '分',
  hour: '時間',
  day: '日',
  month: 'か月',
  year: '年',
};

function largestUnit(elapsed: number): [Unit, number] {
  if (elapsed < HOUR) return ['minute', Math.floor(elapsed / MINUTE)];
  if (elapsed < DAY) return ['hour', Math.floor(elapsed / HOUR)];
  if (elapsed < MONTH) return ['day', Math.floor(elapsed / DAY)];
  if (elapsed < YEAR) return ['month', Math.floor(elapsed / MONTH)];
  return ['year', Math.floor(elapsed / YEAR)];
}

/**
 * How long ago `date` was, in the largest whole unit: "3時間前" / "3 hours ago".
 * Under a minute (or a moment in the future, from clock skew) is "たった今" / "just now".
 */
export function distanceTime(date: Date, now: Date, locale: Locale): string {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return locale === 'ja' ? 'たった今' : 'just now';
  const [unit, amount] = largestUnit(elapsed);
  if (locale === 'ja') return `${amount}${JA_UNITS[unit]}前`;
  return `${amount} ${unit}${amount === 1 ? '' : 's'} ago`;
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A yen amount as people write it: "¥1,000" in English, "1,000円" in Japanese. */
export function moneyWithCurrency(amount: number, locale: Locale): string {
  const digits = grouping.format(amount);
  return locale === 'ja' ? `${digits}円` : `¥${digits}`;
}

/**
 * `text` on one line, cut to `max` characters (whole code points, never half a surrogate pair)
 * with an ellipsis when it was longer: an excerpt for a sentence or a mail line.
 */
export function shorten(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length <= max
    ? characters.join('')
    : `${characters.slice(0, max - 1).join('')}…`;
}
