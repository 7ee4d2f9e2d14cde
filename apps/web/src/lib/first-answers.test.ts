import { describe, expect, it } from 'vitest';
import {
  categoryCalls,
  DEFAULT_STATEMENT_SORT,
  FIRST_ANSWERS_ID,
  statementCalls,
} from '@iagree/contract';
import { putFirstAnswers as putBlock } from '@/testing/first-answers-block';
import { recordRequests, sentTo } from '@/testing/server';
import { makeStatement } from '@/testing/statement-factory';
import { call } from './api-client';

/** A list's statement: a detail's timeline is not part of it. */
const { timeline: _timeline, ...listed } = makeStatement({ id: 7, title: '<b>ベンチ</b>' });
const listPage = { data: [listed], totalPage: 1 };

describe('the page’s first answers', () => {
  it('answer each call of theirs once without the network, then the server answers', async () => {
    const sent = recordRequests();
    putBlock('ja', {
      '/api/mcategories': { data: [{ id: 1, category: '公園' }] },
      [`/api/statements?sortBy=${DEFAULT_STATEMENT_SORT}&offset=0`]: listPage,
    });

    const first = await call(statementCalls.list, {
      query: { sortBy: DEFAULT_STATEMENT_SORT, offset: 0 },
    });
    await expect(call(categoryCalls.list)).resolves.toEqual({
      data: [{ id: 1, category: '公園' }],
    });
    expect(first).toEqual(listPage);
    expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
    expect(sentTo(sent, '/api/statements')).toHaveLength(0);
    expect(sentTo(sent, '/api/mcategories')).toHaveLength(0);

    await call(categoryCalls.list);
    expect(sentTo(sent, '/api/mcategories')).toHaveLength(1);
  });

  it('are not taken for another call, a write, or in another language', async () => {
    const sent = recordRequests();
    putBlock('en', { '/api/mcategories': { data: [] } });
    await call(categoryCalls.list);
    expect(sentTo(sent, '/api/mcategories')).toHaveLength(1);

    putBlock('ja', { '/api/statements?offset=0': listPage });
    await call(statementCalls.list, { query: { sortBy: 'created_at_desc', offset: 0 } });
    expect(sentTo(sent, '/api/statements')).toHaveLength(1);
    // Taken by its own call, so that no later test finds it.
    await expect(call(statementCalls.list, { query: { offset: 0 } })).resolves.toEqual(listPage);
    expect(sentTo(sent, '/api/statements')).toHaveLength(1);
  });
});
