/** Small helpers for German text in generated names and descriptions. */

/** 'A und B', or 'A sowie B' when one of them already contains 'und'. */
export function joinTwo(first: string, second: string): string {
  const joiner = first.includes(' und ') || second.includes(' und ') ? 'sowie' : 'und';
  return `${first} ${joiner} ${second}`;
}

/** 2.5 → '2,5': hours as a German reader writes them. */
export function formatHours(hours: number): string {
  return String(hours).replace('.', ',');
}
