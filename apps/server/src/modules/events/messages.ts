import type { Localized } from '../../i18n/localized.ts';

export const eventMessages = {
  notFound: { ja: 'イベントが見つかりません。', en: 'The event was not found.' },
  notAllowed: {
    ja: 'このイベントを変更できるのは、作成者と管理者だけです。',
    en: 'Only the organiser of this event or an administrator can change it.',
  },
  deleted: { ja: 'イベントを削除しました。', en: 'Event deleted.' },
  oneImagePerField: {
    ja: '画像は1枚だけ選択してください。',
    en: 'Choose one image only.',
  },
  unknownCategory: { ja: '存在しないカテゴリーです。', en: 'Unknown category.' },
} satisfies Record<string, Localized>;
