import type { FuzzRequest } from './draft.ts';

export type FailureKind = '5xx' | 'changed the database' | 'left or removed files' | 'no answer';

/** One request that broke a rule, as it was sent. */
export interface Failure {
  /** The request's number in the seeded sequence (from 1). */
  index: number;
  kind: FailureKind;
  route: string;
  identity: string;
  status: number | undefined;
  /** What went wrong inside: the error of a 5xx, or the tables and files that changed. */
  cause: string;
  request: FuzzRequest;
}

export interface FailureGroup {
  kind: FailureKind;
  route: string;
  cause: string;
  count: number;
  first: Failure;
  mutations: Set<string>;
}

/** Digits and quoted values vary from one request to the next; the cause does not. */
export function normalizeCause(text: string): string {
  return text
    .split('\n')[0]!
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, 'N')
    .slice(0, 160);
}

/** The innermost error (drivers wrap the database's own), as `name code: message`. */
export function causeOfError(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  if (!(inner instanceof Error)) return normalizeCause(String(inner));
  const code = (inner as { code?: unknown }).code;
  return `${inner.name}${code ? ` ${String(code)}` : ''}: ${normalizeCause(inner.message)}`;
}

const excerpt = (value: string, max: number) =>
  JSON.stringify(value.length > max ? `${value.slice(0, max)}…(${value.length} chars)` : value);

function describeRequest(request: FuzzRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${excerpt(value, 120)}`)
    .join(', ');
  const body =
    request.payload === undefined
      ? 'no body'
      : `body (${Buffer.byteLength(request.payload)} bytes) ${excerpt(
          Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload,
          300,
        )}`;
  return [`${request.method} ${excerpt(request.url, 300)}`, `headers { ${headers} }`, body].join(
    '\n        ',
  );
}

/** Collects every failure of a run, grouped by kind, route and cause. */
export class FailureLog {
  private byKey = new Map<string, FailureGroup>();
  total = 0;

  add(failure: Failure) {
    this.total += 1;
    const key = `${failure.kind}|${failure.route}|${failure.cause}`;
    const group = this.byKey.get(key) ?? {
      kind: failure.kind,
      route: failure.route,
      cause: failure.cause,
      count: 0,
      first: failure,
      mutations: new Set<string>(),
    };
    group.count += 1;
    for (const mutation of failure.request.mutations) group.mutations.add(mutation);
    this.byKey.set(key, group);
  }

  /** The groups, by kind, cause and route. */
  groups(): FailureGroup[] {
    return [...this.byKey.values()].sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) ||
        a.cause.localeCompare(b.cause) ||
        a.route.localeCompare(b.route),
    );
  }

  /** Groups by cause with their routes, then each group with a reproducible first sample. */
  format(reproduce: (index: number) => string): string {
    if (this.total === 0) return '';
    const groups = this.groups();
    const byCause = new Map<string, { count: number; routes: Set<string> }>();
    for (const group of groups) {
      const key = `${group.kind}: ${group.cause}`;
      const entry = byCause.get(key) ?? { count: 0, routes: new Set<string>() };
      entry.count += group.count;
      entry.routes.add(group.route);
      byCause.set(key, entry);
    }
    const lines = [`${this.total} failing requests in ${groups.length} groups.`, '', 'By cause:'];
    for (const [cause, { count, routes }] of byCause) {
      lines.push(`  ${count}× ${cause}`, `      on ${[...routes].join(', ')}`);
    }
    lines.push('', 'By route and cause (first request of each):');
    for (const group of groups) {
      const { first } = group;
      lines.push(
        `  [${group.kind}] ${group.route} ×${group.count}: ${group.cause}`,
        `      inputs seen: ${[...group.mutations].slice(0, 6).join('; ')}`,
        `      first: #${first.index} as ${first.identity} → ${first.status ?? 'no status'}` +
          ` (${first.request.mutations.join('; ')})`,
        `        ${describeRequest(first.request)}`,
        `      replay: ${reproduce(first.index)}`,
      );
    }
    return lines.join('\n');
  }
}
