import type { Localized } from '../../i18n/localized.ts';

export const accountMessages = {
  loggedOut: { ja: 'ログアウトしました。', en: 'You have logged out.' },
  accountDeleted: {
    ja: 'アカウントを削除しました。ご利用ありがとうございました。',
    en: 'Your account has been deleted. Thank you for taking part.',
  },
  deletePasswordRequired: {
    ja: '確認のため、パスワードを入力してください。',
    en: 'Please enter your password to confirm.',
  },
  deleteWrongPassword: {
    ja: 'パスワードが正しくありません。アカウントは削除されていません。',
    en: 'The password is not correct. Your account has not been deleted.',
  },
  deleteLoginAgain: {
    ja: '確認のため、もう一度ログインしてから10分以内に削除してください。',
    en: 'To confirm, please log in again and delete the account within 10 minutes.',
  },
  localeUpdated: { ja: '表示言語を変更しました。', en: 'Language updated.' },
  loginFailed: {
    ja: 'メールアドレスまたはパスワードが正しくありません。',
    en: 'The e-mail address or the password is not correct.',
  },
  notActivated: {
    ja: 'このアカウントはまだ有効化されていません。登録時にお送りしたメールのリンクから有効化してください。メールが見つからない場合は再送できます。',
    en: 'This account is not activated yet. Please open the link in the mail we sent when you signed up, or have the mail sent again.',
  },
  // SPEC §8's success texts.
  signupSent: {
    ja: '有効化用のリンクをメールでお送りしました。メール内のリンクを開いて登録を完了してください。',
    en: 'We sent you an e-mail with an activation link. Open it to finish signing up.',
  },
  activated: {
    ja: 'アカウントが有効化されました。',
    en: 'Account activated successfully!',
  },
  passwordChanged: { ja: 'パスワードを変更しました。', en: 'Password has changed!' },
  avatarUpdated: { ja: 'アバターを更新しました。', en: 'Avatar is updated' },
  oneAvatar: { ja: '画像は1枚だけ選択してください。', en: 'Choose one image only.' },
  activationResent: {
    ja: '有効化されていないアカウントがある場合は、有効化メールを再送しました。メールをご確認ください。',
    en: 'If an account is waiting for activation, we sent the activation mail again. Please check your email!',
  },
  resetSent: {
    ja: 'このメールアドレスのアカウントがある場合は、パスワード再設定用のリンクをお送りしました。メールをご確認ください。',
    en: 'If an account exists for this address, we sent a link to create a new password. Please check your email!',
  },
  activationInvalid: {
    ja: 'この有効化リンクは正しくありません。',
    en: 'This activation link is not valid.',
  },
  activationUsed: {
    ja: 'このアカウントはすでに有効化されています。ログインしてください。',
    en: 'This account is already activated. Please log in.',
  },
  activationExpired: {
    ja: 'この有効化リンクは期限切れです。有効化メールを再送してください。',
    en: 'This activation link has expired. Please have the activation mail sent again.',
  },
  resetInvalid: {
    ja: 'このパスワード再設定リンクは正しくないか、すでに使用されています。',
    en: 'This password reset link is not valid or has already been used.',
  },
  resetExpired: {
    ja: 'このパスワード再設定リンクは期限切れです。もう一度お手続きください。',
    en: 'This password reset link has expired. Please ask for a new one.',
  },
  providerNotConfigured: {
    ja: 'このログイン方法は利用できません。',
    en: 'This way of logging in is not available.',
  },
  socialUnavailable: {
    ja: 'ログインサービスに接続できませんでした。しばらくしてからもう一度お試しください。',
    en: 'The login service could not be reached. Please try again later.',
  },
} satisfies Record<string, Localized>;
