import { expect, test } from '@playwright/test';

test.describe('foundation', () => {
  test('home opens in Japanese by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(
      page
        .getByRole('navigation', { name: 'メインメニュー' })
        .getByRole('link', { name: 'ホーム' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  });

  test('switching to English changes the interface and survives a reload', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('combobox', { name: '言語' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  });

  test('a guarded page sends a guest to /login', async ({ page }) => {
    await page.goto('/event/new');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });
});
