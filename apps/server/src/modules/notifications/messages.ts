import type { NotificationKind, ReportTarget, StatementStatus } from '@iagree/contract';
import type { Localized } from '../../i18n/localized.ts';

/**
 * The sentence of each notification, for the list and the mails. `{actor}` is who acted,
 * `{title}` the statement's or event's title; a folded burst appends `more`.
 */
export const sentences = {
  commentOnMine: {
    ja: '{actor}さんがあなたの声「{title}」にコメントしました',
    en: '{actor} commented on your statement “{title}”',
  },
  commentOnFollowed: {
    ja: '{actor}さんがフォロー中の声「{title}」にコメントしました',
    en: '{actor} commented on “{title}”, a statement you follow',
  },
  more: { ja: '（ほか{more}件）', en: ' (and {more} more)' },
  agreeMilestone: {
    ja: 'あなたの声「{title}」に Agree した人が{milestone}人に達しました',
    en: 'Your statement “{title}” reached {milestone} agrees',
  },
  statusOfMine: {
    ja: 'あなたの声「{title}」の状況が「{status}」になりました',
    en: 'Your statement “{title}” is now “{status}”',
  },
  statusOfFollowed: {
    ja: 'フォロー中の声「{title}」の状況が「{status}」になりました',
    en: '“{title}”, a statement you follow, is now “{status}”',
  },
  /** After a status sentence: the official answer, shortened. */
  answer: { ja: '。公式回答：「{answer}」', en: '. Official answer: “{answer}”' },
  eventComment: {
    ja: '{actor}さんがあなたのイベント「{title}」にコメントしました',
    en: '{actor} commented on your event “{title}”',
  },
  eventStatement: {
    ja: '{actor}さんがあなたのイベント「{title}」に声を投稿しました',
    en: '{actor} posted a statement for your event “{title}”',
  },
} satisfies Record<string, Localized>;

/** The moderation notification: what of the author's was hidden or shown again. */
export const moderationSentences: Record<'hidden' | 'restored', Record<ReportTarget, Localized>> = {
  hidden: {
    statement: {
      ja: 'あなたの声「{title}」は非表示になりました',
      en: 'Your statement “{title}” was hidden',
    },
    comment: {
      ja: '声「{title}」へのあなたのコメントは非表示になりました',
      en: 'Your comment on “{title}” was hidden',
    },
    event: {
      ja: 'あなたのイベント「{title}」は非表示になりました',
      en: 'Your event “{title}” was hidden',
    },
    event_comment: {
      ja: 'イベント「{title}」へのあなたのコメントは非表示になりました',
      en: 'Your comment on the event “{title}” was hidden',
    },
  },
  restored: {
    statement: {
      ja: 'あなたの声「{title}」は再び表示されています',
      en: 'Your statement “{title}” is shown again',
    },
    comment: {
      ja: '声「{title}」へのあなたのコメントは再び表示されています',
      en: 'Your comment on “{title}” is shown again',
    },
    event: {
      ja: 'あなたのイベント「{title}」は再び表示されています',
      en: 'Your event “{title}” is shown again',
    },
    event_comment: {
      ja: 'イベント「{title}」へのあなたのコメントは再び表示されています',
      en: 'Your comment on the event “{title}” is shown again',
    },
  },
};

export const statusLabels: Record<StatementStatus, Localized> = {
  open: { ja: '受付中', en: 'Open' },
  under_review: { ja: '検討中', en: 'Under review' },
  in_progress: { ja: '対応中', en: 'In progress' },
  done: { ja: '対応済み', en: 'Done' },
  declined: { ja: '対応見送り', en: 'Declined' },
};

/** How a kind is named in the unsubscribe answer and the mails' footers. */
export const kindNames: Record<NotificationKind, Localized> = {
  comment: { ja: '声へのコメント', en: 'comments on statements' },
  agree_milestone: { ja: 'Agree 数の節目', en: 'agree milestones' },
  status: { ja: '声の状況と公式回答', en: 'status changes and official answers' },
  event_comment: { ja: 'イベントへのコメント', en: 'comments on your events' },
  event_statement: { ja: 'イベントへの声の投稿', en: 'statements posted for your events' },
  moderation: { ja: 'あなたの投稿の非表示・再表示', en: 'your posts being hidden or restored' },
};

/** A person whose account is gone, or the system (the automatic hide). */
export const someone: Localized = { ja: '誰か', en: 'Someone' };

export const notificationMessages = {
  unsubscribed: {
    ja: '今後「{kind}」のメールは届きません。通知設定でいつでも変更できます。',
    en: 'You will no longer receive e-mails about {kind}. You can change this in your notification settings at any time.',
  },
  unknownToken: {
    ja: 'この配信停止リンクは無効です。',
    en: 'This unsubscribe link is not valid.',
  },
} satisfies Record<string, Localized>;

/** The mails: immediate (one notification) and the daily digest (its lines). */
export const mailTexts = {
  subject: { ja: '[iAgree] {message}', en: '[iAgree] {message}' },
  digestSubject: {
    ja: '[iAgree] 本日のお知らせ（{count}件）',
    en: '[iAgree] Your daily summary ({count})',
  },
  digestIntro: {
    ja: 'この1日のお知らせです。',
    en: 'Here is what happened today.',
  },
  open: { ja: '開く', en: 'Open' },
  unsubscribe: {
    ja: '「{kind}」のメールを停止する',
    en: 'Stop e-mails about {kind}',
  },
  settings: {
    ja: 'メールの受け取り方は通知設定で変えられます',
    en: 'Choose which e-mails you get in your notification settings',
  },
} satisfies Record<string, Localized>;
