import type { Localized } from '../../i18n/localized.ts';

export const consultationMessages = {
  notFound: { ja: '意見募集が見つかりません。', en: 'The consultation was not found.' },
  statementNotFound: {
    ja: 'この意見募集にその意見はありません。',
    en: 'This consultation has no such statement.',
  },
  notVotable: {
    ja: 'この意見は承認されるまで投票できません。',
    en: 'This statement cannot be voted on until it is approved.',
  },
  alreadyModerated: {
    ja: 'この意見はすでに承認または却下されています。',
    en: 'This statement has already been approved or rejected.',
  },
  unknownEvent: { ja: '存在しないイベントです。', en: 'Unknown event.' },
  notAllowed: {
    ja: '意見募集を作成できるのは管理者かイベントの主催者です。',
    en: 'Only role 1 or the event’s organiser can start a consultation.',
  },
  notManager: {
    ja: 'この意見募集を運営している人だけができる操作です。',
    en: 'Only who runs this consultation can do this.',
  },
} satisfies Record<string, Localized>;
