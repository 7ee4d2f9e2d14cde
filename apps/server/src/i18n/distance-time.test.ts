import { describe, expect, it } from 'vitest';
import { distanceTime } from './distance-time.ts';

const now = new Date('2026-05-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('distanceTime', () => {
  it('names the largest whole unit in the caller’s language', () => {
    expect(distanceTime(ago(5_000), 'en', now)).toBe('5 seconds ago');
    expect(distanceTime(ago(3 * 3_600_000), 'en', now)).toBe('3 hours ago');
    expect(distanceTime(ago(3 * 3_600_000), 'ja', now)).toBe('3 時間前');
    expect(distanceTime(ago(86_400_000), 'ja', now)).toBe('昨日');
    expect(distanceTime(ago(400 * 86_400_000), 'en', now)).toBe('last year');
  });

  it('never speaks of the future for a clock a little ahead', () => {
    expect(distanceTime(new Date(now.getTime() + 2_000), 'en', now)).toBe('now');
  });
});
