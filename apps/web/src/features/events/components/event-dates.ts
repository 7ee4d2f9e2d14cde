import type { Event } from '@iagree/contract';

/** SPEC §2: "start ~ end"; a one-day event shows its date once. */
export function formatEventDates(event: Pick<Event, 'start_date' | 'end_date'>): string {
  return event.start_date === event.end_date
    ? event.start_date
    : `${event.start_date} ~ ${event.end_date}`;
}
