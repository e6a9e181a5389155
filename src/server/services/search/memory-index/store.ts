/**
 * The search's catalogue in memory, one SLOT per course, column by column: typed arrays for the
 * course-level filters, per-slot arrays for scopes and categories, every schedule in three columns
 * with each slot's range (`scheduleOffsets`), the lower-cased names as one text, and two prefix
 * indexes (name + description, name only) over the German lexemes PostgreSQL computed. Flat arrays,
 * not an object per course: one pass over 100,000 courses and 250,000 schedules then takes about a
 * millisecond instead of several.
 *
 * Built whole from the search tables and sealed, then kept current course by course: a changed
 * course is rewritten in its slot, and its schedules and lexemes are kept beside the sealed columns
 * (`ownSchedules`, `overrides`), which then never answer for it. A removed course only loses its
 * `alive` flag.
 */
import type { CourseType } from '../../../../shared/types.ts';
import { hasPrefix, PrefixPostings, slotsOf } from './prefix-postings.ts';

export const NO_CITY = -1;
/** "No value" for the integer aggregates of schedules (days and cents are far below it). */
export const NONE = 0x7fffffff;

/** A course's priced schedules as parallel columns: start day (days since 1970-01-01), city id or NO_CITY, lowest price in cents. */
export interface ScheduleColumns {
  days: Int32Array;
  cities: Int32Array;
  prices: Int32Array;
}

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
  schedules: ScheduleColumns;
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

/** How many words' name look-ups are kept. */
const KEPT_WORDS = 2_000;

const NO_SCHEDULES: ScheduleColumns = { days: new Int32Array(0), cities: new Int32Array(0), prices: new Int32Array(0) };

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
  /** The sealed schedules: slot s has positions scheduleOffsets[s] … scheduleOffsets[s + 1] - 1. */
  scheduleOffsets = new Int32Array(1);
  scheduleDays = new Int32Array(0);
  scheduleCities = new Int32Array(0);
  schedulePrices = new Int32Array(0);
  /** For each sealed schedule position: its slot. */
  scheduleSlots = new Int32Array(0);
  /** The sealed positions per city (CSR: city c has cityPositions[cityOffsets[c] … cityOffsets[c + 1] - 1]). */
  cityOffsets = new Int32Array(1);
  cityPositions = new Int32Array(0);
  /** The sealed positions in order of their day, and those days: a date window is a binary search. */
  positionsByDay = new Int32Array(0);
  daysInOrder = new Int32Array(0);
  /** Schedules of slots written after sealing (and of every slot before it). */
  readonly ownSchedules = new Map<number, ScheduleColumns>();
  /** The sealed slots per scope and per category id. */
  private holding = { scope: new Map<number, Int32Array>(), category: new Map<number, Int32Array>() };
  /**
   * The default window — schedules from `windowDay` on, no other schedule filter, the most common
   * search — per slot: first day, lowest and highest price (NONE/-1 without such a schedule).
   * Computed on first use for a day, and kept current for courses written afterwards.
   */
  private windowDay = -1;
  windowFirst = new Int32Array(0);
  windowMinPrice = new Int32Array(0);
  windowMaxPrice = new Int32Array(0);
  /** Every sealed name between newlines, and where each slot's begins: a word's occurrences by indexOf. */
  private nameText = '\n';
  private nameStarts = new Int32Array(1);
  private namesContaining = new Map<string, Int32Array>();
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
    this.ownSchedules.set(slot, course.schedules);
    if (this.windowDay >= 0) this.computeWindow(slot);
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
    this.ownSchedules.set(slot, NO_SCHEDULES);
    this.overrides.set(slot, { text: [], name: [] });
    if (this.windowDay >= 0) this.computeWindow(slot);
  }

  /** The schedules of a slot: its own (written after sealing) or its range of the sealed columns. */
  private schedulesOf(slot: number): { columns: ScheduleColumns; from: number; to: number } {
    const own = this.ownSchedules.get(slot);
    if (own) return { columns: own, from: 0, to: own.days.length };
    const columns = { days: this.scheduleDays, cities: this.scheduleCities, prices: this.schedulePrices };
    return { columns, from: this.scheduleOffsets[slot]!, to: this.scheduleOffsets[slot + 1]! };
  }

  /** Makes windowFirst/MinPrice/MaxPrice describe the schedules from `day` on. */
  useWindow(day: number): void {
    if (this.windowDay === day && this.windowFirst.length >= this.slots) return;
    this.windowDay = day;
    this.windowFirst = new Int32Array(this.courseIds.length);
    this.windowMinPrice = new Int32Array(this.courseIds.length);
    this.windowMaxPrice = new Int32Array(this.courseIds.length);
    for (let slot = 0; slot < this.slots; slot++) this.computeWindow(slot);
  }

  private computeWindow(slot: number): void {
    if (slot >= this.windowFirst.length) {
      this.windowDay = -1; // grown past the window columns: recomputed whole on next use
      return;
    }
    const { columns, from, to } = this.schedulesOf(slot);
    let first = NONE;
    let minPrice = NONE;
    let maxPrice = -1;
    for (let position = from; position < to; position++) {
      const day = columns.days[position]!;
      if (day < this.windowDay) continue;
      const price = columns.prices[position]!;
      if (day < first) first = day;
      if (price < minPrice) minPrice = price;
      if (price > maxPrice) maxPrice = price;
    }
    this.windowFirst[slot] = first;
    this.windowMinPrice[slot] = minPrice;
    this.windowMaxPrice[slot] = maxPrice;
  }

  /** A mask of the slots holding the scope (or category) id. */
  markHolding(kind: 'scope' | 'category', id: number): Uint8Array {
    const marks = new Uint8Array(this.slots);
    const slots = this.holding[kind].get(id);
    if (slots) for (let position = 0; position < slots.length; position++) marks[slots[position]!] = 1;
    const own = kind === 'scope' ? this.scopeIds : this.categoryIds;
    for (const slot of this.overrides.keys()) marks[slot] = own[slot]!.includes(id) ? 1 : 0;
    return marks;
  }

  /** Ends a whole build: the schedules and names into their flat columns, the lexemes (→ course ids) into prefix indexes. */
  seal(text: Map<string, number[]>, name: Map<string, number[]>): void {
    this.sealSchedules();
    this.sealNames();
    this.holding = { scope: this.slotsHolding(this.scopeIds), category: this.slotsHolding(this.categoryIds) };
    this.windowDay = -1;
    this.textIndex = new PrefixPostings(this.toSlots(text));
    this.nameIndex = new PrefixPostings(this.toSlots(name));
    this.overrides.clear();
  }

  /** Marks the slots whose lower-cased name contains `word`. */
  markNameContaining(word: string, marks: Uint8Array): void {
    const slots = this.sealedNamesContaining(word);
    for (let position = 0; position < slots.length; position++) marks[slots[position]!] = 1;
    for (const changed of this.overrides.keys()) marks[changed] = this.names[changed]!.includes(word) ? 1 : 0;
  }

  /** The sealed slots whose name contains `word`, kept per word once asked for (as PrefixPostings keeps prefixes). */
  private sealedNamesContaining(word: string): Int32Array {
    let slots = this.namesContaining.get(word);
    if (!slots) {
      const marks = new Uint8Array(this.nameStarts.length - 1);
      const starts = this.nameStarts;
      let slot = 0;
      // Occurrences come in text order, so the slot only ever moves forward: no search per occurrence.
      for (let at = this.nameText.indexOf(word); at >= 0; at = this.nameText.indexOf(word, starts[slot + 1]!)) {
        while (starts[slot + 1]! <= at) slot++;
        marks[slot] = 1;
      }
      slots = slotsOf(marks);
      if (this.namesContaining.size >= KEPT_WORDS) this.namesContaining.clear();
      this.namesContaining.set(word, slots);
    }
    return slots;
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

  private slotsHolding(idsPerSlot: Int32Array[]): Map<number, Int32Array> {
    const lists = new Map<number, number[]>();
    for (let slot = 0; slot < this.slots; slot++) {
      for (const id of idsPerSlot[slot]!) {
        const list = lists.get(id);
        if (list) list.push(slot);
        else lists.set(id, [slot]);
      }
    }
    return new Map([...lists].map(([id, slots]) => [id, Int32Array.from(slots)]));
  }

  private sealSchedules() {
    const offsets = new Int32Array(this.slots + 1);
    for (let slot = 0; slot < this.slots; slot++) offsets[slot + 1] = offsets[slot]! + (this.ownSchedules.get(slot)?.days.length ?? 0);
    const total = offsets[this.slots]!;
    this.scheduleDays = new Int32Array(total);
    this.scheduleCities = new Int32Array(total);
    this.schedulePrices = new Int32Array(total);
    for (const [slot, own] of this.ownSchedules) {
      this.scheduleDays.set(own.days, offsets[slot]);
      this.scheduleCities.set(own.cities, offsets[slot]);
      this.schedulePrices.set(own.prices, offsets[slot]);
    }
    this.scheduleOffsets = offsets;
    this.ownSchedules.clear();
    this.scheduleSlots = new Int32Array(total);
    for (let slot = 0; slot < this.slots; slot++) this.scheduleSlots.fill(slot, offsets[slot], offsets[slot + 1]);
    this.sealCityPositions(total);
    this.positionsByDay = Int32Array.from({ length: total }, (_, position) => position).sort(
      (a, b) => this.scheduleDays[a]! - this.scheduleDays[b]! || a - b,
    );
    this.daysInOrder = this.positionsByDay.map((position) => this.scheduleDays[position]!);
  }

  private sealCityPositions(total: number) {
    const cities = this.scheduleCities;
    let maxCity = 0;
    for (let position = 0; position < total; position++) maxCity = Math.max(maxCity, cities[position]!);
    const offsets = new Int32Array(maxCity + 2);
    for (let position = 0; position < total; position++) if (cities[position] !== NO_CITY) offsets[cities[position]! + 1]!++;
    for (let city = 0; city <= maxCity; city++) offsets[city + 1]! += offsets[city]!;
    const positions = new Int32Array(offsets[maxCity + 1]!);
    const next = offsets.slice(0, maxCity + 1);
    for (let position = 0; position < total; position++) {
      const city = cities[position]!;
      if (city !== NO_CITY) positions[next[city]!++] = position;
    }
    this.cityOffsets = offsets;
    this.cityPositions = positions;
  }

  private sealNames() {
    const starts = new Int32Array(this.slots + 1);
    let position = 1;
    for (let slot = 0; slot < this.slots; slot++) {
      starts[slot] = position;
      position += this.names[slot]!.length + 1;
    }
    starts[this.slots] = position;
    this.nameStarts = starts;
    this.nameText = `\n${this.names.slice(0, this.slots).join('\n')}\n`;
    this.namesContaining = new Map();
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
