import type { Localized } from '../../../i18n/localized.ts';

export const commentMessages = {
  notFound: { ja: 'コメントが見つかりません。', en: 'The comment was not found.' },
  notAllowed: {
    ja: 'このコメントを削除できるのは、コメントした人、声の投稿者と管理者だけです。',
    en: 'Only the author of the comment, the author of the statement or an administrator can delete it.',
  },
  deleted: { ja: 'コメントを削除しました。', en: 'Comment deleted.' },
} satisfies Record<string, Localized>;
