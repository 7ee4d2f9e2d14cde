import type { Localized } from '../../../i18n/localized.ts';

/** One account mail: its subject, what happened, the button and the fine print. */
export interface AccountMailText {
  subject: Localized;
  intro: Localized;
  action: Localized;
  note: Localized;
}

export const greeting: Localized = { ja: '{name} 様', en: 'Hello {name},' };
export const linkHint: Localized = {
  ja: 'ボタンが開けない場合は、次のURLをブラウザに貼り付けてください。',
  en: 'If the button does not open, paste this address into your browser:',
};
export const signature: Localized = { ja: 'iAgree 事務局', en: 'The iAgree team' };

export const activationMail: AccountMailText = {
  subject: { ja: '[iAgree] アカウントの有効化', en: '[iAgree] Activate your account' },
  intro: {
    ja: 'iAgree にご登録いただきありがとうございます。下のリンクを開いて、アカウントを有効化してください。',
    en: 'Thank you for signing up to iAgree. Open the link below to activate your account.',
  },
  action: { ja: 'アカウントを有効化する', en: 'Activate my account' },
  note: {
    ja: 'このリンクの有効期限は24時間です。お心当たりのない場合は、このメールを破棄してください。',
    en: 'The link is valid for 24 hours. If you did not sign up, you can ignore this mail.',
  },
};

export const accountExistsMail: AccountMailText = {
  subject: {
    ja: '[iAgree] ご登録済みのアカウントについて',
    en: '[iAgree] You already have an account',
  },
  intro: {
    ja: 'このメールアドレスで iAgree への新規登録が申し込まれましたが、このアドレスのアカウントはすでに有効です。下のリンクからログインしてください。パスワードをお忘れの場合は、ログイン画面の「パスワードをお忘れの方」から再設定できます。',
    en: 'Someone asked to sign up to iAgree with this address, but it already has an active account. Log in with the link below; if you forgot your password, use “Forgot password” on the login screen.',
  },
  action: { ja: 'ログインする', en: 'Log in' },
  note: {
    ja: 'お心当たりのない場合は、このメールを破棄してください。アカウントは変更されていません。',
    en: 'If this was not you, ignore this mail: nothing was changed.',
  },
};

export const passwordResetMail: AccountMailText = {
  subject: { ja: '[iAgree] パスワードの再設定', en: '[iAgree] Create a new password' },
  intro: {
    ja: 'パスワード再設定のお申し込みを受け付けました。下のリンクを開いて、新しいパスワードを設定してください。',
    en: 'We received a request to create a new password for your account. Open the link below to choose it.',
  },
  action: { ja: '新しいパスワードを設定する', en: 'Create new password' },
  note: {
    ja: 'このリンクの有効期限は1時間で、一度だけ使えます。お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
    en: 'The link is valid for 1 hour and works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  },
};
