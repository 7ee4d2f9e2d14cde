import type { Locale } from '@iagree/contract';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

const formats = new Map<Locale, Intl.RelativeTimeFormat>();

/** SPEC's `created_distance_time`: how long ago, in the caller's language ("3 時間前", "3 hours ago"). */
export function distanceTime(date: Date, locale: Locale, now: Date = new Date()): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  let amount = Math.max(0, now.getTime() - date.getTime()) / 1000;
  for (const [unit, size] of STEPS) {
    if (amount < size) return format.format(-Math.floor(amount), unit);
    amount /= size;
  }
  return format.format(-Math.floor(amount), 'year');
}
