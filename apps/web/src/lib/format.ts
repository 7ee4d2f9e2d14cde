/** SPEC §5: dates go to the server as yyyy-MM-dd, the first 10 characters of the ISO string. */
export function toDateParam(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** SPEC §2/§9: "Top 01" … "Top 09", then "Top 10". */
export function formatRank(position: number): string {
  return `Top ${String(position).padStart(2, '0')}`;
}
