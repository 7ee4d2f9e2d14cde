import { useTranslation } from 'react-i18next';
import { type Locale, toLocale } from '@iagree/contract';

/** Long texts live in per-locale modules; this picks the one of the interface language. */
export function useLocaleContent<T>(byLocale: Record<Locale, T>): T {
  const { i18n } = useTranslation();
  return byLocale[toLocale(i18n.resolvedLanguage ?? i18n.language)];
}
