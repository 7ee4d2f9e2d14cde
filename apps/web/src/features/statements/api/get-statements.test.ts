import { describe, expect, it } from 'vitest';
import { DEFAULT_STATEMENT_SORT, FIRST_ANSWERS_ID } from '@iagree/contract';
import { recordRequests, sentTo } from '@/testing/server';
import { makeStatement } from '@/testing/statement-factory';
import { getStatements } from './get-statements';

describe('the default list’s first page', () => {
  // Decision 025: the server keys the home page's answer by the call as the list writes it.
  it('is the page’s first answer for /api/statements?sortBy=agree_desc&offset=0', async () => {
    const sent = recordRequests();
    // A list's statement has no timeline (only the detail carries one).
    const { timeline: _timeline, ...listed } = makeStatement({ id: 3 });
    const page = { data: [listed], totalPage: 1 };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_ANSWERS_ID;
    block.textContent = JSON.stringify({
      locale: 'ja',
      answers: { '/api/statements?sortBy=agree_desc&offset=0': page },
    });
    document.body.append(block);

    await expect(
      getStatements({ sortBy: DEFAULT_STATEMENT_SORT, category: null, status: [] }, 0),
    ).resolves.toEqual(page);
    expect(sentTo(sent, '/api/statements')).toHaveLength(0);
  });
});
