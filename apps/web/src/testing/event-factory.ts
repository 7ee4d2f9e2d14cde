import type { Event } from '@iagree/contract';

/** An event as the API answers it: no place, no images, no comments. */
export function makeEvent(overrides: Partial<Event> & Pick<Event, 'id' | 'title'>): Event {
  return {
    code: `EV00000${overrides.id}`,
    user_id: 1,
    start_date: '2026-07-01',
    end_date: '2026-07-02',
    start_time: null,
    end_time: null,
    address: '東京都墨田区',
    latitude: null,
    longitude: null,
    company_name: '主催者',
    company_logo_img: null,
    event_img: null,
    description: '説明',
    categories: [],
    comments_count: 0,
    ...overrides,
  };
}
