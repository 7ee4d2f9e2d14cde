import type { Localized } from '../../i18n/localized.ts';

export const geoMessages = {
  unavailable: {
    ja: '地名検索を只今ご利用いただけません。しばらくしてからもう一度お試しください。',
    en: 'Place search is unavailable right now. Please try again in a moment.',
  },
} satisfies Record<string, Localized>;
