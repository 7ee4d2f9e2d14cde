import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  OPEN_DATA_FIELDS,
  OPEN_DATA_LICENSE,
  OPEN_DATA_PATHS,
  STATEMENT_STATUSES,
} from '@iagree/contract';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';

describe('open data page', () => {
  it('documents every field and status, links the files in its language and names the licence', async () => {
    renderApp('/open-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'オープンデータ' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('オープンデータ | iAgree'));

    const fields = screen.getByRole('table', { name: '項目' });
    const fieldNames = within(fields)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(fieldNames).toEqual([...OPEN_DATA_FIELDS]);
    for (const row of within(fields).getAllByRole('row').slice(1)) {
      // A type and a description for each.
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent?.length ?? 0).every((n) => n > 0)).toBe(true);
    }

    const statuses = screen.getByRole('table', { name: '対応状況' });
    const statusRows = within(statuses).getAllByRole('row').slice(1);
    expect(statusRows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      ...STATEMENT_STATUSES,
    ]);
    const open311Of = (status: string) =>
      within(statusRows[STATEMENT_STATUSES.indexOf(status as never)]!).getAllByRole('cell')[1]
        ?.textContent;
    expect(open311Of('in_progress')).toBe('open');
    expect(open311Of('declined')).toBe('closed');

    expect(screen.getByRole('link', { name: 'CSV をダウンロード' }).getAttribute('href')).toBe(
      `${OPEN_DATA_PATHS.csv}?language=ja`,
    );
    expect(screen.getByRole('link', { name: 'GeoJSON をダウンロード' }).getAttribute('href')).toBe(
      `${OPEN_DATA_PATHS.geojson}?language=ja`,
    );
    expect(screen.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(
      OPEN_DATA_LICENSE.url,
    );
    expect(screen.getByText(/出典：iAgree（http:\/\/.+\/open-data）/)).toBeTruthy();
  });

  it('is in English with English files when the interface is English', async () => {
    await i18n.changeLanguage('en');
    try {
      renderApp('/open-data');
      expect(await screen.findByRole('heading', { level: 1, name: 'Open data' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
        `${OPEN_DATA_PATHS.csv}?language=en`,
      );
      expect(screen.getByRole('table', { name: 'Open311 calls' })).toBeTruthy();
      expect(
        screen.getByRole('heading', { level: 2, name: 'Licence and attribution' }),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('ja');
    }
  });

  it('is linked from the footer', async () => {
    renderApp('/faqs');
    const footer = await screen.findByRole('contentinfo', { name: 'フッター' });
    expect(within(footer).getByRole('link', { name: 'オープンデータ' }).getAttribute('href')).toBe(
      '/open-data',
    );
  });
});
