import { describe, expect, it } from 'vitest';
import { formatEventDates } from './event-dates';

const day = { start_date: '2026-07-25', end_date: '2026-07-25', start_time: null, end_time: null };

describe('formatEventDates', () => {
  it('shows a one-day event’s date once, then its hours when given', () => {
    expect(formatEventDates(day)).toBe('2026-07-25');
    expect(formatEventDates({ ...day, start_time: '18:00' })).toBe('2026-07-25 18:00');
    expect(formatEventDates({ ...day, start_time: '18:00', end_time: '20:30' })).toBe(
      '2026-07-25 18:00 ~ 20:30',
    );
  });

  it('shows "start ~ end" over several days, each with its time when given', () => {
    const days = { ...day, end_date: '2026-07-26' };
    expect(formatEventDates(days)).toBe('2026-07-25 ~ 2026-07-26');
    expect(formatEventDates({ ...days, start_time: '18:00', end_time: '02:00' })).toBe(
      '2026-07-25 18:00 ~ 2026-07-26 02:00',
    );
  });
});
