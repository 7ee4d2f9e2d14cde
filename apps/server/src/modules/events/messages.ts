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
  statementNotFound: {
    ja: 'このイベントに紐付けられる声が見つかりません。',
    en: 'No such statement to link to or unlink from this event.',
  },
  linkedElsewhere: {
    ja: 'この声はすでに別のイベントに紐付いています。',
    en: 'This statement is already linked to another event.',
  },
  linked: { ja: '声をイベントに紐付けました。', en: 'Statement linked to the event.' },
  unlinked: { ja: '声をイベントから外しました。', en: 'Statement unlinked from the event.' },
} satisfies Record<string, Localized>;
