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
  unknownDepartment: { ja: '存在しない部署です。', en: 'Unknown department.' },
  notInCharge: {
    ja: 'この声を扱えるのは、担当部署の職員と管理者だけです。',
    en: 'Only the staff of the department in charge and administrators can act on this statement.',
  },
  sameDepartment: {
    ja: 'この声はすでにこの部署の担当です。',
    en: 'This department is already in charge of the statement.',
  },
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
