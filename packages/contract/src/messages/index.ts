import type { Locale } from '../constants.ts';
import { en, type MessageKey } from './en.ts';
import { ja } from './ja.ts';

export type { MessageKey };
export const sharedMessages: Record<Locale, Record<MessageKey, string>> = { ja, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}
