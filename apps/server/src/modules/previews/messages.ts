import type { Localized } from '../../i18n/localized.ts';

export const siteName = 'iAgree';

export const siteDescription: Localized = {
  ja: 'iAgree は、みんなの声を地図とランキングで共有し、Agree を集めて実現につなげる市民のためのアプリです。',
  en: 'iAgree lets citizens share requests on a map and in a ranking, gather agreement and get them realised.',
};

/** Titles of the public pages a link may point to; the SPA sets the same once it runs. */
export const pageTitles: Record<string, Localized> = {
  '/about': { ja: 'iAgreeについて', en: 'About' },
  '/event': { ja: 'イベント', en: 'Event' },
  '/contact': { ja: 'お問い合わせ', en: 'Contact' },
  '/policy': { ja: 'プライバシーポリシー', en: 'Privacy policy' },
  '/terms-of-use': { ja: '利用規約', en: 'Terms of use' },
  '/faqs': { ja: 'よくある質問', en: 'FAQs' },
  '/open-data': { ja: 'オープンデータ', en: 'Open data' },
  '/login': { ja: 'ログイン', en: 'Login' },
  '/signup': { ja: '新規登録', en: 'Sign up' },
};

export const eventDates: Localized = {
  ja: '開催期間: {start} 〜 {end}',
  en: 'Dates: {start} ~ {end}',
};
