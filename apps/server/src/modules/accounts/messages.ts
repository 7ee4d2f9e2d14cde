import type { Localized } from '../../i18n/localized.ts';

export const accountMessages = {
  loggedOut: { ja: 'ログアウトしました。', en: 'You have logged out.' },
  localeUpdated: { ja: '表示言語を変更しました。', en: 'Language updated.' },
} satisfies Record<string, Localized>;
