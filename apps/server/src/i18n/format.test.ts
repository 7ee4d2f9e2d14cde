import { describe, expect, it } from 'vitest';
import { distanceTime, moneyWithCurrency, shorten } from './format.ts';

const now = new Date('2026-05-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('distanceTime', () => {
  it.each([
    [0, 'たった今', 'just now'],
    [59_999, 'たった今', 'just now'],
    [MINUTE, '1分前', '1 minute ago'],
    [59 * MINUTE, '59分前', '59 minutes ago'],
    [3 * HOUR + 20 * MINUTE, '3時間前', '3 hours ago'],
    [23 * HOUR, '23時間前', '23 hours ago'],
    [DAY, '1日前', '1 day ago'],
    [29 * DAY, '29日前', '29 days ago'],
    [45 * DAY, '1か月前', '1 month ago'],
    [364 * DAY, '12か月前', '12 months ago'],
    [800 * DAY, '2年前', '2 years ago'],
  ])('%i ms ago → %s / %s', (elapsed, ja, en) => {
    expect(distanceTime(ago(elapsed), now, 'ja')).toBe(ja);
    expect(distanceTime(ago(elapsed), now, 'en')).toBe(en);
  });

  it('reads a moment slightly in the future (clock skew) as just now', () => {
    expect(distanceTime(ago(-5000), now, 'en')).toBe('just now');
  });
});

describe('moneyWithCurrency', () => {
  it.each([
    [0, '0円', '¥0'],
    [1000, '1,000円', '¥1,000'],
    [1_234_567, '1,234,567円', '¥1,234,567'],
    [999_999_999_999, '999,999,999,999円', '¥999,999,999,999'],
  ])('%i → %s / %s', (amount, ja, en) => {
    expect(moneyWithCurrency(amount, 'ja')).toBe(ja);
    expect(moneyWithCurrency(amount, 'en')).toBe(en);
  });
});

describe('shorten', () => {
  it('keeps short text, puts it on one line, and cuts long text with an ellipsis', () => {
    expect(shorten('  対応します。\n詳細は後日。 ', 20)).toBe('対応します。 詳細は後日。');
    expect(shorten('あいうえおかきくけこ', 5)).toBe('あいうえ…');
    // Whole code points: an emoji is never cut in half.
    expect(shorten('😀😀😀', 2)).toBe('😀…');
  });
});
