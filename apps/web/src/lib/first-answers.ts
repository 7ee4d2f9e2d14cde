import { FIRST_ANSWERS_ID, type Locale } from '@iagree/contract';

interface FirstAnswers {
  locale: Locale;
  answers: Record<string, unknown>;
}

let pending = new Map<string, unknown>();

/** The answers of a block, if they were made in `locale`, the language the calls are made in. */
function answersOf(block: HTMLElement, locale: Locale): Map<string, unknown> {
  try {
    const first = JSON.parse(block.textContent ?? '') as FirstAnswers;
    return first.locale === locale ? new Map(Object.entries(first.answers)) : new Map();
  } catch {
    return new Map();
  }
}

/** The block's answers, read once and removed: they are this page load's only. */
function pendingAnswers(locale: Locale): Map<string, unknown> {
  const block = document.getElementById(FIRST_ANSWERS_ID);
  if (block) {
    pending = answersOf(block, locale);
    block.remove();
  }
  return pending;
}

/**
 * The answer the server put in the home page for the call `url` (decision 025), once: the first
 * time the page asks, it needs no round trip; any later call of the same URL asks the server.
 */
export function takeFirstAnswer(url: string, locale: Locale): { data: unknown } | undefined {
  const answers = pendingAnswers(locale);
  if (!answers.has(url)) return undefined;
  const data = answers.get(url);
  answers.delete(url);
  return { data };
}

/**
 * The page's answer for `url` not taken yet, left for the call to take: an early call need not
 * ask, and the map drawn before React draws it (decision 050).
 */
export function heldFirstAnswer(url: string, locale: Locale): { data: unknown } | undefined {
  const answers = pendingAnswers(locale);
  return answers.has(url) ? { data: answers.get(url) } : undefined;
}
