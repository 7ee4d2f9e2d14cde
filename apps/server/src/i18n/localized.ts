import { sharedMessages, isMessageKey, type Locale, type MessageKey } from '@iagree/contract';

/** A text in every supported language; the type makes a missing translation a compile error. */
export type Localized = Record<Locale, string>;

/** Fills `{name}` placeholders. */
export function translate(
  text: Localized,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return text[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Translates a shared message key (from the contract's schemas); other strings pass through. */
export function translateKey(message: string, locale: Locale): string {
  return isMessageKey(message) ? sharedMessages[locale][message] : message;
}

/** A shared message key (the contract's validation messages) as a Localized text. */
export const sharedText = (key: MessageKey): Localized => ({
  ja: sharedMessages.ja[key],
  en: sharedMessages.en[key],
});
