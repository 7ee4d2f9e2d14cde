import type { Page } from '@playwright/test';

/**
 * A page's list of statements (the home page's ranking by default), scrolled into view: its
 * cards render only once the list comes near the screen (decision 023), as a reader scrolls.
 */
export async function showList(page: Page, name = 'Agree ランキング') {
  const list = page.getByRole('region', { name });
  await list.scrollIntoViewIfNeeded();
  return list;
}
