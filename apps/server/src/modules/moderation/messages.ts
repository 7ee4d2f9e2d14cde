import type { Localized } from '../../i18n/localized.ts';

export const moderationMessages = {
  reported: {
    ja: '報告を受け付けました。ご協力ありがとうございます。',
    en: 'Thank you: your report has been received.',
  },
  alreadyReported: {
    ja: 'すでに報告済みです。',
    en: 'You have already reported this.',
  },
  ownContent: {
    ja: '自分の投稿は報告できません。',
    en: 'You cannot report your own post.',
  },
  targetNotFound: { ja: '対象が見つかりません。', en: 'The item was not found.' },
  userNotFound: { ja: 'ユーザーが見つかりません。', en: 'The user was not found.' },
  hidden: { ja: '非表示にしました。', en: 'Hidden.' },
  restored: { ja: '表示に戻しました。', en: 'Restored.' },
  blocked: { ja: 'ユーザーを停止しました。', en: 'The user is blocked.' },
  unblocked: { ja: 'ユーザーの停止を解除しました。', en: 'The user is unblocked.' },
  cannotBlockSelf: {
    ja: '自分自身は停止できません。',
    en: 'You cannot block yourself.',
  },
} satisfies Record<string, Localized>;
