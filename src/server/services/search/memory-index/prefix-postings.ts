/**
 * An inverted index of lexemes to the store slots whose text holds them, answering PREFIX look-ups
 * the way PostgreSQL's `'lexeme':*` does: every lexeme that starts with the prefix counts. The
 * lexemes are kept sorted, so a prefix is a binary search plus a walk over its neighbours.
 * Immutable once built: a course that changes later is answered from its own lexemes instead
 * (SearchStore's overrides), and the whole index is rebuilt when too many have changed.
 *
 * A prefix's postings are the union over its lexemes ('recht' → recht, rechtsprechung, …); they are
 * kept per prefix once asked for — what an edge-n-gram index stores for every prefix up front, here
 * only for the prefixes searched (bounded). Being a function of the immutable lists, it never goes
 * stale.
 */
export class PrefixPostings {
  private readonly lexemes: string[];
  private readonly postings: Int32Array[];
  private readonly byPrefix = new Map<string, Int32Array>();

  /** `slotsByLexeme`: every lexeme with the slots that hold it. */
  constructor(slotsByLexeme: Map<string, number[]>) {
    this.lexemes = [...slotsByLexeme.keys()].sort(compareCodeUnits);
    this.postings = this.lexemes.map((lexeme) => Int32Array.from(slotsByLexeme.get(lexeme)!));
  }

  /** Sets `marks[slot] = 1` for every slot holding a lexeme that starts with `prefix`. */
  markPrefix(prefix: string, marks: Uint8Array): void {
    const slots = this.slotsWithPrefix(prefix, marks.length);
    for (let position = 0; position < slots.length; position++) marks[slots[position]!] = 1;
  }

  private slotsWithPrefix(prefix: string, slotCount: number): Int32Array {
    let slots = this.byPrefix.get(prefix);
    if (!slots) {
      const union = new Uint8Array(slotCount);
      for (let index = this.firstAtOrAfter(prefix); index < this.lexemes.length && this.lexemes[index]!.startsWith(prefix); index++) {
        const postings = this.postings[index]!;
        for (let position = 0; position < postings.length; position++) union[postings[position]!] = 1;
      }
      slots = slotsOf(union);
      if (this.byPrefix.size >= KEPT_PREFIXES) this.byPrefix.clear();
      this.byPrefix.set(prefix, slots);
    }
    return slots;
  }

  private firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lexemes[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** How many prefixes' unions are kept (each at most 4 bytes per course holding it). */
const KEPT_PREFIXES = 2_000;

/** The set slots of a mask, ascending. */
export function slotsOf(marks: Uint8Array): Int32Array {
  let count = 0;
  for (let slot = 0; slot < marks.length; slot++) count += marks[slot]!;
  const slots = new Int32Array(count);
  for (let slot = 0, next = 0; slot < marks.length; slot++) if (marks[slot]) slots[next++] = slot;
  return slots;
}

/** Plain UTF-16 order — the order `<` and startsWith agree with (localeCompare would not). */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** True when one of `lexemes` starts with `prefix` (a changed course's own lexemes). */
export function hasPrefix(lexemes: readonly string[], prefix: string): boolean {
  for (const lexeme of lexemes) if (lexeme.startsWith(prefix)) return true;
  return false;
}
