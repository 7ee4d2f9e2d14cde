import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { COOKIES } from '@iagree/contract';
import { baseURL } from './ports.ts';

export type Locale = 'ja' | 'en';

/** Issue 12: WCAG 2.2 level A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function useLocale(page: Page, locale: Locale) {
  await page.context().addCookies([{ name: COOKIES.locale, value: locale, url: baseURL }]);
}

/**
 * Waits until the page holds still: data loaded (no spinner, no request pending) and every
 * transition (a modal's fade, a menu's pop) finished, so axe sees the colours a person sees.
 */
export async function settled(page: Page) {
  // The app has rendered: a blank page would pass every rule.
  await expect(page.locator('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await page.evaluate(() =>
    // A transition cut short by the next one rejects `finished`; either way it has stopped.
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );
}

/**
 * Asserts that axe finds no WCAG A/AA violation, listing each rule and node when it does.
 * With a modal open, pass `within: 'dialog'`: its overlay covers the page, which its own route's
 * check covers.
 */
export async function expectAccessible(page: Page, what: string, within?: 'dialog') {
  await settled(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (within) builder.include('[role=dialog]');
  const { violations } = await builder.analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map(
            (node) =>
              `  ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
          )
          .join('\n'),
    )
    .join('\n');
  expect
    .soft(
      violations.map((violation) => violation.id),
      `${what}\n${report}`,
    )
    .toEqual([]);
}
