import type { Localized } from './localized.ts';

/** Messages of the cross-cutting plugins; each module keeps its own beside its routes. */
export const messages = {
  validationFailed: {
    ja: '入力内容を確認してください。',
    en: 'Please check the highlighted fields.',
  },
  badRequest: { ja: 'リクエストが正しくありません。', en: 'The request is not valid.' },
  unauthorized: { ja: 'ログインしてください。', en: 'Please log in.' },
  forbidden: { ja: 'この操作は許可されていません。', en: 'You are not allowed to do this.' },
  blocked: {
    ja: 'このアカウントは管理者によって停止されているため、投稿や変更はできません。閲覧はできます。',
    en: 'Your account has been blocked by a moderator: you can read, but not post or change anything.',
  },
  csrf: {
    ja: '別のサイトからのリクエストは受け付けられません。',
    en: 'Requests from another site are not accepted.',
  },
  notFound: { ja: 'ページが見つかりません。', en: 'Not found.' },
  conflict: { ja: '他の変更と競合しました。', en: 'This conflicts with another change.' },
  payloadTooLarge: { ja: 'ファイルが大きすぎます。', en: 'The upload is too large.' },
  unsupportedMediaType: {
    ja: 'この形式には対応していません。',
    en: 'This content type is not supported.',
  },
  tooManyRequests: {
    ja: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
    en: 'Too many requests. Please try again in a moment.',
  },
  serviceUnavailable: {
    ja: '只今ご利用いただけません。しばらくしてからもう一度お試しください。',
    en: 'The service is unavailable right now. Please try again later.',
  },
  storageUnavailable: {
    ja: '画像の保存先に接続できないため、今は保存できません。しばらくしてからもう一度お試しください。',
    en: 'Images cannot be stored right now: the storage cannot be reached. Please try again in a moment.',
  },
  malformedForm: {
    ja: 'フォームの送信データが壊れています。もう一度送信してください。',
    en: 'The form data is malformed or incomplete. Please send it again.',
  },
  imagesBusy: {
    ja: '画像の処理が混み合っています。しばらくしてからもう一度お試しください。',
    en: 'Many images are being processed right now. Please try again in a moment.',
  },
  imagesFailed: {
    ja: '画像を処理できませんでした。しばらくしてからもう一度お試しください。',
    en: 'The images could not be processed. Please try again in a moment.',
  },
  serverError: { ja: 'エラーが発生しました。', en: 'There was something wrong!' },
} satisfies Record<string, Localized>;
