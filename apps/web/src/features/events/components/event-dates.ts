import type { Event } from '@iagree/contract';

type EventTimes = Pick<Event, 'start_date' | 'end_date' | 'start_time' | 'end_time'>;

/**
 * SPEC §2: "start ~ end", each day with its time when given (decision 030); a one-day event
 * shows its date once, then its hours.
 */
export function formatEventDates(event: EventTimes): string {
  const start = [event.start_date, event.start_time].filter(Boolean).join(' ');
  if (event.start_date !== event.end_date) {
    return `${start} ~ ${[event.end_date, event.end_time].filter(Boolean).join(' ')}`;
  }
  return event.end_time ? `${start} ~ ${event.end_time}` : start;
}
