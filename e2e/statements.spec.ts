import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORGANISER, DEMO_USER, logIn, pngFile } from './support/demo.ts';
import { showList } from './support/list.ts';

const list = (page: Page) => page.getByRole('region', { name: 'Agree ランキング' });
const item = (page: Page, title: string) => list(page).getByRole('article', { name: title });

async function chooseSort(page: Page, label: string) {
  await page.getByRole('combobox', { name: '並び順' }).click();
  await page.getByRole('option', { name: label }).click();
}

test.describe('statements, logged in', () => {
  test('posts with two images, agrees, comments, edits and deletes', async ({ page }) => {
    // One person's whole session with a statement: many steps, on a shared two-core machine.
    test.setTimeout(120_000);
    const title = `e2e 公園に水飲み場を ${Date.now()}`;
    await logIn(page, DEMO_USER);
    await page.goto('/');
    await showList(page);
    await expect(list(page).getByRole('article').first()).toBeVisible();

    await page.getByRole('button', { name: /どんなことを望みますか/ }).click();
    const form = page.getByRole('dialog', { name: '声を投稿' });
    await form.getByRole('button', { name: '投稿する' }).click();
    await expect(form.getByText('タイトルは必須です')).toBeVisible();
    await expect(form.getByText('内容は必須です')).toBeVisible();

    await form.getByRole('textbox', { name: 'タイトル' }).fill(title);
    await form
      .getByRole('textbox', { name: '内容' })
      .fill('夏の散歩で水が飲める場所がほしいです。');
    await form.getByPlaceholder('カテゴリーを選択').click();
    await page.getByRole('option', { name: '公園・まちづくり' }).click();
    await page.keyboard.press('Escape');
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: '画像を追加' }).click();
    await (await chooser).setFiles([pngFile('one.png'), pngFile('two.png')]);
    await expect(form.getByRole('img', { name: '画像 2' })).toBeVisible();
    await expect(form.getByText('2 / 5 枚')).toBeVisible();
    await form.getByRole('textbox', { name: '金額' }).fill('30000');
    await form.getByRole('combobox', { name: 'イベント' }).click();
    await page.getByRole('option', { name: /隅田川テラス クリーンアップ大作戦/ }).click();
    await form.getByRole('textbox', { name: '場所' }).fill('東京都墨田区錦糸4丁目');
    await form.getByRole('button', { name: '投稿する' }).click();

    await expect(page.getByText('声を投稿しました！')).toBeVisible();
    await expect(form).toBeHidden();
    // SPEC §4: under Most Agree (the default) a new statement joins the end of the list.
    const posted = item(page, title);
    await expect(posted).toBeVisible();
    await expect(list(page).getByRole('article').last()).toHaveAccessibleName(title);
    await expect(posted.getByText('あなたの声')).toBeVisible();
    await expect(posted.getByText('金額 30,000円')).toBeVisible();
    await expect(
      posted.getByRole('link', { name: 'イベント：隅田川テラス クリーンアップ大作戦' }),
    ).toHaveAttribute('href', /^\/event\/\d+$/);
    await expect(posted.getByText('東京都墨田区錦糸4丁目')).toBeVisible();
    await expect(posted.getByRole('button', { name: /^画像 \d\/2 を開く$/ })).toHaveCount(2);

    // Under Newest it comes before every older statement. The browser tests share one database,
    // so only what another test posts at the same moment may stand above it.
    await chooseSort(page, '新しい順');
    await expect(async () => {
      const titles = await list(page)
        .getByRole('article')
        .getByRole('heading', { level: 3 })
        .allTextContents();
      const rank = titles.indexOf(title);
      expect(rank).toBeGreaterThanOrEqual(0);
      expect(titles.slice(0, rank).every((other) => other.startsWith('e2e '))).toBe(true);
    }).toPass();
    await expect(posted.getByText(/^Top 0\d$/)).toBeVisible();

    await posted.getByRole('button', { name: '画像 1/2 を開く' }).click();
    const viewer = page.getByRole('dialog', { name: title });
    await expect(viewer.getByRole('img', { name: '画像 1/2' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('img', { name: '画像 2/2' })).toBeVisible();
    await page.keyboard.press('Escape');

    await posted.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(posted.getByText('1 Agree')).toBeVisible();
    await posted.getByRole('button', { name: 'Agree を取り消す' }).click();
    await expect(posted.getByText('0 Agree')).toBeVisible();
    await expect(posted.getByRole('button', { name: 'Agree', exact: true })).toBeEnabled();

    await posted.getByRole('textbox', { name: 'コメント' }).fill('e2e 賛成します');
    await posted.getByRole('button', { name: 'コメント', exact: true }).click();
    await expect(posted.getByText('e2e 賛成します')).toBeVisible();
    await expect(posted.getByRole('button', { name: 'コメント 1 件' })).toBeVisible();
    await expect(posted.getByRole('textbox', { name: 'コメント' })).toHaveValue('');

    await posted.getByRole('button', { name: `「${title}」の操作` }).click();
    await page.getByRole('menuitem', { name: '編集' }).click();
    const editForm = page.getByRole('dialog', { name: '声を編集' });
    await expect(editForm.getByRole('textbox', { name: 'タイトル' })).toHaveValue(title);
    await editForm.getByRole('button', { name: '画像 1 を削除' }).click();
    await expect(editForm.getByText('1 / 5 枚')).toBeVisible();
    await editForm.getByRole('textbox', { name: 'タイトル' }).fill(`${title} 改`);
    await editForm.getByRole('button', { name: '更新する' }).click();
    await expect(page.getByText('声を更新しました')).toBeVisible();
    const edited = item(page, `${title} 改`);
    await expect(edited).toBeVisible();
    await expect(edited.getByRole('button', { name: '画像 1/1 を開く' })).toBeVisible();

    await edited.getByRole('button', { name: `「${title} 改」の操作` }).click();
    await page.getByRole('menuitem', { name: '削除' }).click();
    const confirm = page.getByRole('dialog', { name: '声を削除' });
    await expect(confirm.getByText('本当に削除しますか？')).toBeVisible();
    await confirm.getByRole('button', { name: '削除する' }).click();
    await expect(page.getByText('声を削除しました！')).toBeVisible();
    await expect(edited).toHaveCount(0);
  });

  test('role 1 may delete other people’s statements and comments but not edit them', async ({
    page,
  }) => {
    await logIn(page, DEMO_ORGANISER);
    await page.goto('/');
    const first = (await showList(page)).getByRole('article').first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: /^「.+」の操作$/ }).click();
    await expect(page.getByRole('menuitem', { name: '削除' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '編集' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(
      first.getByRole('button', { name: /さんのコメントを削除$/ }).first(),
    ).toBeVisible();
  });
  test('edits a statement from its detail dialog: the form closes, a toast says so', async ({
    page,
  }) => {
    await logIn(page, DEMO_USER);
    const title = `e2e 詳細から編集する声 ${Date.now()}`;
    const created = await page.request.post('/api/auth/statements', {
      multipart: { title, description: '詳細の画面から編集できること。' },
    });
    expect(created.status()).toBe(201);
    const { data: statement } = await created.json();

    await page.goto(`/?statement=${statement.id}`);
    const detail = page.getByRole('dialog', { name: '声の詳細' });
    await detail.getByRole('button', { name: `「${title}」の操作` }).click();
    await page.getByRole('menuitem', { name: '編集' }).click();
    const form = page.getByRole('dialog', { name: '声を編集' });
    await form.getByRole('textbox', { name: 'タイトル' }).fill(`${title} 改`);
    await form.getByRole('button', { name: '更新する' }).click();

    await expect(page.getByText('声を更新しました')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(detail.getByRole('heading', { name: `${title} 改`, level: 2 })).toBeVisible();
  });
});

test.describe('statements, as a guest', () => {
  test('reads the ranking without the logged-in controls and shares a statement', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const first = (await showList(page)).getByRole('article').first();
    await expect(first.getByText('Top 01')).toBeVisible();
    await expect(page).toHaveTitle('ホーム | iAgree');
    await expect(page.getByRole('button', { name: /どんなことを望みますか/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /の操作$/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'もっと見る' }).click();
    await expect(list(page).getByText('Top 11')).toBeVisible();

    await first.getByRole('button', { name: /をシェア$/ }).click();
    const share = page.getByRole('dialog', { name: 'この声をシェア' });
    const link = await share.getByRole('textbox', { name: 'リンク' }).inputValue();
    expect(link).toMatch(/\/\?statement=\d+$/);
    await expect(share.getByRole('link', { name: 'LINEで共有' })).toHaveAttribute(
      'href',
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`,
    );
    for (const network of ['Facebook', 'X (Twitter)', 'WhatsApp', 'LinkedIn']) {
      await expect(share.getByRole('link', { name: `${network}で共有` })).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(link).replace(/[.?]/g, '\\$&')),
      );
    }
    await share.getByRole('button', { name: 'リンクをコピー' }).click();
    await expect(share.getByText('コピーしました')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '友だちを招待' }).click();
    const invite = page.getByRole('dialog', { name: '友だちを iAgree に招待' });
    await expect(invite.getByRole('textbox', { name: 'リンク' })).toHaveValue(/\/$/);
  });

  test('a shared link /?statement=ID opens the statement in its modal', async ({ page }) => {
    const answer = await page.request.get('/api/statements?sortBy=comment_desc');
    const [statement] = (await answer.json()).data as Array<{ id: number; title: string }>;
    if (!statement) throw new Error('the demo data has no statements');

    await page.goto(`/?statement=${statement.id}`);
    const modal = page.getByRole('dialog', { name: '声の詳細' });
    await expect(modal.getByRole('heading', { name: statement.title, level: 2 })).toBeVisible();
    await expect(modal.getByRole('list', { name: /へのコメント$/ })).toBeVisible();
    await expect(page).toHaveTitle(`${statement.title} | iAgree`);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('ホーム | iAgree');

    await (
      await showList(page)
    )
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^コメント \d+ 件$/ })
      .click();
    await expect(page).toHaveURL(/\?statement=\d+$/);
    await expect(modal).toBeVisible();
  });

  test('speaks English when English is chosen', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'iagree-locale', value: 'en', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('Most Agree');
    await expect((await showList(page, 'Agree ranking')).getByText('Top 01')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite friends' })).toBeVisible();
    await expect(page).toHaveTitle('Home | iAgree');
  });
});

test('a skip link leads past the map to the list, and a title in the list opens the detail', async ({
  page,
}) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: '地図をとばして一覧へ' });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(list(page)).toBeFocused();

  const title = list(page).getByRole('article').first().getByRole('heading').getByRole('link');
  const name = (await title.textContent()) ?? '';
  await title.click();
  const detail = page.getByRole('dialog', { name: '声の詳細' });
  await expect(detail.getByRole('heading', { name, level: 2 })).toBeVisible();
});
