/** SPEC §2/§9: "Top 01" … "Top 09", then "Top 10". */
export function formatRank(position: number): string {
  return `Top ${String(position).padStart(2, '0')}`;
}

/** A moment as a date and time in the reader's language ("2026年11月23日 16:40"). */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/**
 * A calendar day (`2026-11-23`, no time of its own) in the reader's language ("11月23日"):
 * read as that day, whatever the browser's time zone.
 */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

// Made at the first yen shown, not when this module loads: the home page loads it and shows no
// yen, and making it cost a slow phone's start 70 ms (issue 28).
let grouping: Intl.NumberFormat | undefined;

/** Yen as the server writes it: "1,000円" in Japanese, "¥1,000" in English; minus for a debt. */
export function formatYen(amount: number, locale: string): string {
  grouping ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const digits = grouping.format(Math.abs(amount));
  const sign = amount < 0 ? '−' : '';
  return locale === 'ja' ? `${sign}${digits}円` : `${sign}¥${digits}`;
}
