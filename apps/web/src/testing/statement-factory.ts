import type { StatementComment, StatementDetail } from '@iagree/contract';

let nextId = 1000;

export function makeComment(overrides: Partial<StatementComment> = {}): StatementComment {
  const id = overrides.id ?? nextId++;
  return {
    id,
    statement_id: 1,
    user_id: 2,
    comment: `コメント${id}`,
    username: '佐藤太郎',
    author_deleted: false,
    avatar: null,
    created_distance_time: '1時間前',
    created_at: '2026-05-01T10:00:00.000Z',
    hidden_reason: null,
    ...overrides,
  };
}

/**
 * A statement as its detail answers it; lists take it as it is (their schema drops the
 * detail's `timeline`).
 */
export function makeStatement(overrides: Partial<StatementDetail> = {}): StatementDetail {
  const id = overrides.id ?? nextId++;
  return {
    id,
    user_id: 2,
    title: `声${id}`,
    description: `説明${id}`,
    images: [],
    media: [],
    address: null,
    latitude: null,
    longitude: null,
    categories: [],
    free_category: null,
    categoryType: 'fill_text',
    agree_count: 0,
    comment_count: 0,
    comments: [],
    comments_next_cursor: null,
    agree_flag: false,
    avatar: null,
    username: '山田花子',
    author_deleted: false,
    created_distance_time: '3時間前',
    money: null,
    money_with_currency: null,
    event_code: null,
    event: null,
    created_at: '2026-05-01T09:00:00.000Z',
    status: 'open',
    answer: null,
    answered_by: null,
    answered_at: null,
    department: null,
    hidden_reason: null,
    timeline: [],
    ...overrides,
  };
}
