import type { AgreeReach } from '../adapters/answer-changes.ts';

/**
 * How a list's statements are ordered, where agrees move them: most or least agreed first
 * (its first and last statement say which agrees can move it), by count within parts the answer
 * does not show (relevance with a keyword: its lowest and highest count, unless its computation
 * said `mixesParts: false`), or by trend (any agree can).
 */
export type AnswerOrder = 'agree_desc' | 'agree_asc' | 'agree_parts' | 'trend';

/** Every object with an `id` and an `agree_count` in an answer: the statements it counts. */
function countedIds(value: unknown, into: number[]): number[] {
  if (Array.isArray(value)) for (const item of value) countedIds(item, into);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'number' && typeof record.agree_count === 'number')
      into.push(record.id);
    for (const inner of Object.values(record)) countedIds(inner, into);
  }
  return into;
}

interface Ranked {
  agree_count: number;
  created_at: string;
}
const rankKey = (item: Ranked) => ({ count: item.agree_count, createdAt: item.created_at });

/**
 * What agrees can change in an answer (`{ data }`), ordered as its route says, of a list that
 * holds only some statements or not.
 */
export function reachOf(
  answer: unknown,
  order: AnswerOrder | undefined,
  narrowed: boolean,
): AgreeReach {
  if (order === 'trend') return { any: true };
  const reach = pageReachOf(answer, order);
  return narrowed ? { ...reach, narrowed: true } : reach;
}

function pageReachOf(answer: unknown, order: AnswerOrder | undefined): AgreeReach {
  const ids = countedIds(answer, []);
  const page = (answer as { data?: unknown }).data;
  // Agrees change no list's length: a page past its end stays empty.
  if (order === undefined || !Array.isArray(page) || page.length === 0) return { ids };
  const items = page as Ranked[];
  // A page of one part (only the title's matches, or none) is ordered by agrees alone.
  if (order === 'agree_parts' && (answer as { mixesParts?: boolean }).mixesParts !== false) {
    const counts = items.map((item) => item.agree_count);
    return { ids, counts: [Math.min(...counts), Math.max(...counts)] };
  }
  const ascending = order === 'agree_asc';
  return { ids, ranked: { ascending, first: rankKey(items[0]!), last: rankKey(items.at(-1)!) } };
}
