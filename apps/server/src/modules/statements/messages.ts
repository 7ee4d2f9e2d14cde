import type { Localized } from '../../i18n/localized.ts';

export const statementMessages = {
  notFound: { ja: '声が見つかりません。', en: 'The statement was not found.' },
  notOwner: {
    ja: 'この声を編集できるのは投稿者だけです。',
    en: 'Only the author of this statement can edit it.',
  },
  notAllowedToDelete: {
    ja: 'この声を削除できるのは、投稿者と管理者だけです。',
    en: 'Only the author of this statement or an administrator can delete it.',
  },
  deleted: { ja: '声を削除しました！', en: 'Statement deleted!' },
  unknownCategory: { ja: '存在しないカテゴリーです。', en: 'Unknown category.' },
  unknownEvent: {
    ja: 'このイベントコードのイベントはありません。',
    en: 'No event has this event code.',
  },
  duplicate: {
    ja: '同じ声をたった今投稿しました。二重に投稿されないよう、この投稿は受け付けませんでした。',
    en: 'You have just posted this same statement. This copy was not posted twice.',
  },
  unknownImage: {
    ja: 'この声の画像ではありません。',
    en: 'This image does not belong to the statement.',
  },
} satisfies Record<string, Localized>;
