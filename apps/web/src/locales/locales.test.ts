import { LOCALES } from '@iagree/contract';
import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n-resources';

type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<Messages>('./*/*.json', { eager: true, import: 'default' });

/** locale → namespace → messages, from src/locales/<locale>/<namespace>.json */
const byLocale = new Map<string, Map<string, Messages>>();
for (const [file, messages] of Object.entries(files)) {
  const [, locale = '', namespace = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!byLocale.has(locale)) byLocale.set(locale, new Map());
  byLocale.get(locale)?.set(namespace, messages);
}

function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
  }
  return result;
}

function interpolations(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

const namespacesOf = (locale: string) => [...(byLocale.get(locale)?.keys() ?? [])].sort();
const [reference, ...others] = LOCALES;

describe('locale files', () => {
  it('exist for exactly the supported locales', () => {
    expect([...byLocale.keys()].sort()).toEqual([...LOCALES].sort());
  });

  it.each(others)('%s has the same namespace files as the reference locale', (locale) => {
    expect(namespacesOf(locale)).toEqual(namespacesOf(reference));
  });

  it('are all loaded into i18next', () => {
    const loaded = Object.keys(resources[reference]).filter((ns) => ns !== 'validation');
    expect(loaded.sort()).toEqual(namespacesOf(reference));
  });

  for (const namespace of namespacesOf(reference)) {
    it.each(others)(`${namespace}: %s has the same keys and placeholders`, (locale) => {
      const expected = leaves(byLocale.get(reference)?.get(namespace) ?? {});
      const actual = leaves(byLocale.get(locale)?.get(namespace) ?? {});
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, text] of actual) {
        expect(text.trim(), `${locale}/${namespace}: ${key} is empty`).not.toBe('');
        expect(interpolations(text), `${locale}/${namespace}: ${key}`).toEqual(
          interpolations(expected.get(key) ?? ''),
        );
      }
    });
  }

  // Issue 29 item 11: one word for agreeing in Japanese, as the button says it.
  it('say Agree, never 賛同 or 共感, for agreeing in Japanese', () => {
    const ja = [...(byLocale.get('ja')?.entries() ?? [])].flatMap(([namespace, messages]) =>
      [...leaves(messages)].map(([key, text]) => `${namespace}.${key}: ${text}`),
    );
    expect(ja.filter((line) => /賛同|共感/.test(line))).toEqual([]);
  });
});
