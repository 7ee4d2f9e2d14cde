import type { Localized } from '../../i18n/localized.ts';

export const contactMessages = {
  // SPEC §8's success text.
  thanks: {
    ja: 'お問い合わせありがとうございます。担当者より折り返しご連絡いたします。',
    en: 'Thank you for your contact. We will get back to you shortly!',
  },
  mailSubject: { ja: '[iAgree] お問い合わせ: {name}', en: '[iAgree] Contact from {name}' },
  mailIntro: {
    ja: 'お問い合わせフォームから新しいメッセージが届きました。',
    en: 'A new message arrived through the contact form.',
  },
  nameLabel: { ja: 'お名前', en: 'Name' },
  emailLabel: { ja: 'メールアドレス', en: 'Email' },
  contentLabel: { ja: 'お問い合わせ内容', en: 'Message' },
  replyHint: {
    ja: 'このメールに返信すると、送信者に直接届きます。',
    en: 'Reply to this mail to answer the sender directly.',
  },
} satisfies Record<string, Localized>;
