import type { Localized } from '../../i18n/localized.ts';

export const userMessages = {
  notFound: { ja: 'ユーザーが見つかりません。', en: 'The user was not found.' },
} satisfies Record<string, Localized>;
