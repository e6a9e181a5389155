/** URL slugs: lower-case ASCII, German umlauts spelled out (ä → ae, ß → ss), words joined by '-'. */
const GERMAN_LETTERS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    // Other accents (é, è, …) lose their marks after NFKD decomposition.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/§/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Makes `base` unique within `taken` by appending -2, -3, …, and records the result. */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
