import type { Localized } from '../../i18n/localized.ts';

export const open311Messages = {
  /** A category's description as a service. */
  serviceDescription: {
    ja: '「{name}」に関する声（要望・意見）',
    en: 'Statements (requests and wishes) about {name}',
  },
  requestNotFound: {
    ja: 'このIDのリクエストはありません。',
    en: 'There is no request with this id.',
  },
  notFound: {
    ja: 'このURLはありません。GeoReport v2 の services と requests（.json または .xml）をご利用ください。',
    en: 'Nothing here. Use GeoReport v2 services or requests (.json or .xml).',
  },
  readOnly: {
    ja: 'このOpen311エンドポイントは読み取り専用です。声の投稿はアプリから行ってください。',
    en: 'This Open311 endpoint only reads: statements are posted in the app.',
  },
  unknownService: {
    ja: 'サービスコード「{codes}」はありません。services で一覧を確認してください。',
    en: 'Unknown service_code: {codes}. services lists them.',
  },
  endBeforeStart: {
    ja: 'end_date は start_date より後の日時を指定してください。',
    en: 'end_date must not be before start_date.',
  },
  rangeTooLong: {
    ja: 'start_date から end_date までは{days}日以内で指定してください。それより長い期間はオープンデータのファイルをご利用ください。',
    en: 'start_date to end_date may span at most {days} days; the open data files hold every statement.',
  },
} satisfies Record<string, Localized>;
