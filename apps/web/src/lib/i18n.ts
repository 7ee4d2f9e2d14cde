import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COOKIES, DEFAULT_LOCALE, LOCALES, type Locale, toLocale } from '@iagree/contract';
import { getCookie } from './cookies';
import { resources } from './i18n-resources';

export const defaultNS = 'common';

/** The stored choice (SPEC §3: cookie `iagree-locale`, default ja). */
export function storedLocale(): Locale {
  return toLocale(getCookie(COOKIES.locale));
}

export function currentLocale(): Locale {
  return toLocale(i18n.resolvedLanguage ?? i18n.language);
}

export function initI18n(locale: Locale = storedLocale()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: Object.keys(resources[DEFAULT_LOCALE]),
      defaultNS,
      interpolation: { escapeValue: false },
      // Resources are bundled, so translations are ready on the first render.
      initAsync: false,
      returnNull: false,
    });
    i18n.on('languageChanged', (lng) => {
      document.documentElement.lang = toLocale(lng);
    });
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  document.documentElement.lang = locale;
  return i18n;
}

export { i18n };
