/**
 * The search's catalogue in memory, one SLOT per course, column by column: typed arrays for the
 * course-level filters, per-slot arrays for scopes, categories and schedules, and two prefix
 * indexes (name + description, name only) over the German lexemes PostgreSQL computed.
 *
 * Built whole from the search tables, then kept current course by course: a changed course is
 * rewritten in its slot and its lexemes kept beside the (immutable) prefix indexes as an override,
 * so the indexes never answer for it. A removed course only loses its `alive` flag.
 */
import type { CourseType } from '../../../shared/types.ts';
import { hasPrefix, PrefixPostings } from './prefix-postings.ts';

/** Schedule triplets: [start day (days since 1970-01-01), city id or NO_CITY, lowest price in cents]. */
export const SCHEDULE_FIELDS = 3;
export const NO_CITY = -1;

/** One course as the search sees it. Only schedules with a price are kept: others never match. */
export interface IndexedCourse {
  courseId: number;
  type: string;
  courseType: CourseType;
  kind: string;
  organizerId: number;
  duration: number;
  scopeIds: Int32Array;
  categoryIds: Int32Array;
  nameLower: string;
  schedules: Int32Array;
}

/** A course's lexemes: name and description, and the name alone (relevance). */
export interface CourseLexemes {
  text: string[];
  name: string[];
}

/** Small integer codes for the few distinct values of a text column (types, kinds). */
export class Codes<Value extends string = string> {
  private readonly codes = new Map<Value, number>();
  readonly values: Value[] = [];

  codeOf(value: Value): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  /** The code of a value, or -1 when no course has it. */
  find(value: Value): number {
    return this.codes.get(value) ?? -1;
  }
}

const EMPTY = new Int32Array(0);

export class SearchStore {
  slots = 0;
  courseIds: Int32Array;
  alive: Uint8Array;
  type: Uint8Array;
  courseType: Uint8Array;
  kind: Uint8Array;
  duration: Float32Array;
  organizerId: Int32Array;
  readonly scopeIds: Int32Array[] = [];
  readonly categoryIds: Int32Array[] = [];
  readonly names: string[] = [];
  readonly schedules: Int32Array[] = [];
  readonly typeCodes = new Codes();
  readonly courseTypeCodes = new Codes<CourseType>();
  readonly kindCodes = new Codes();
  /** Slots whose lexemes changed after the prefix indexes were built. */
  readonly overrides = new Map<number, CourseLexemes>();
  private readonly slotOf = new Map<number, number>();
  private textIndex = new PrefixPostings(new Map());
  private nameIndex = new PrefixPostings(new Map());

  constructor(capacity = 1024) {
    this.courseIds = new Int32Array(capacity);
    this.alive = new Uint8Array(capacity);
    this.type = new Uint8Array(capacity);
    this.courseType = new Uint8Array(capacity);
    this.kind = new Uint8Array(capacity);
    this.duration = new Float32Array(capacity);
    this.organizerId = new Int32Array(capacity);
  }

  slotOfCourse(courseId: number): number | undefined {
    return this.slotOf.get(courseId);
  }

  /** Writes a course into its slot (a new one for a new course). */
  put(course: IndexedCourse): number {
    let slot = this.slotOf.get(course.courseId);
    if (slot === undefined) {
      slot = this.slots++;
      if (slot >= this.courseIds.length) this.grow();
      this.slotOf.set(course.courseId, slot);
    }
    this.courseIds[slot] = course.courseId;
    this.alive[slot] = 1;
    this.type[slot] = this.typeCodes.codeOf(course.type);
    this.courseType[slot] = this.courseTypeCodes.codeOf(course.courseType);
    this.kind[slot] = this.kindCodes.codeOf(course.kind);
    this.duration[slot] = course.duration;
    this.organizerId[slot] = course.organizerId;
    this.scopeIds[slot] = course.scopeIds;
    this.categoryIds[slot] = course.categoryIds;
    this.names[slot] = course.nameLower;
    this.schedules[slot] = course.schedules;
    return slot;
  }

  /** A course that changed after the indexes were built: written, and answered from its own lexemes. */
  replace(course: IndexedCourse, lexemes: CourseLexemes): void {
    this.overrides.set(this.put(course), lexemes);
  }

  remove(courseId: number): void {
    const slot = this.slotOf.get(courseId);
    if (slot === undefined) return;
    this.alive[slot] = 0;
    this.schedules[slot] = EMPTY;
    this.overrides.set(slot, { text: [], name: [] });
  }

  /** Installs the prefix indexes of a whole build: lexemes → course ids. */
  indexLexemes(text: Map<string, number[]>, name: Map<string, number[]>): void {
    this.textIndex = new PrefixPostings(this.toSlots(text));
    this.nameIndex = new PrefixPostings(this.toSlots(name));
    this.overrides.clear();
  }

  /** Marks the slots whose name or description has a lexeme starting with `prefix`. */
  markText(prefix: string, marks: Uint8Array): void {
    this.markWith(this.textIndex, (lexemes) => lexemes.text, prefix, marks);
  }

  /** Marks the slots whose name has a lexeme starting with `prefix`. */
  markName(prefix: string, marks: Uint8Array): void {
    this.markWith(this.nameIndex, (lexemes) => lexemes.name, prefix, marks);
  }

  /** How much of the store the prefix indexes no longer answer for: the rebuild signal. */
  get overriddenShare(): number {
    return this.slots === 0 ? 0 : this.overrides.size / this.slots;
  }

  private markWith(index: PrefixPostings, own: (lexemes: CourseLexemes) => string[], prefix: string, marks: Uint8Array) {
    index.markPrefix(prefix, marks);
    for (const [slot, lexemes] of this.overrides) marks[slot] = hasPrefix(own(lexemes), prefix) ? 1 : 0;
  }

  private toSlots(byCourseId: Map<string, number[]>): Map<string, number[]> {
    const bySlot = new Map<string, number[]>();
    for (const [lexeme, courseIds] of byCourseId) {
      const slots: number[] = [];
      for (const courseId of courseIds) {
        const slot = this.slotOf.get(courseId);
        if (slot !== undefined) slots.push(slot);
      }
      bySlot.set(lexeme, slots);
    }
    return bySlot;
  }

  private grow() {
    const capacity = Math.ceil(this.courseIds.length * 1.5) + 16;
    const grown = <T extends Int32Array | Uint8Array | Float32Array>(array: T, make: (length: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    this.courseIds = grown(this.courseIds, (length) => new Int32Array(length));
    this.alive = grown(this.alive, (length) => new Uint8Array(length));
    this.type = grown(this.type, (length) => new Uint8Array(length));
    this.courseType = grown(this.courseType, (length) => new Uint8Array(length));
    this.kind = grown(this.kind, (length) => new Uint8Array(length));
    this.duration = grown(this.duration, (length) => new Float32Array(length));
    this.organizerId = grown(this.organizerId, (length) => new Int32Array(length));
  }
}
