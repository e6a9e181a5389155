/**
 * The catalogue contract (spec §3 Course, Package, §7 course, organizer, referent and waiting-list
 * calls), shared by the catalogue API, its response schemas and the browser's API client.
 * Money is integer cents; durations are hours; dates are 'yyyy-mm-dd'.
 */
import type { CityRef, CourseKind, PriceLevel } from './search';
import type { CourseType, SearchType } from './types';
import type { DistanceLearning } from './distance-learning';

export interface NamedRef {
  id: number;
  name: string;
}

/** A PDF of a course, served by GET /api/course/{id}/document/{documentId}. */
export interface CourseDocument {
  id: number;
  /** Display name, e.g. 'Kursprogramm'. */
  name: string;
  /** The name the download is saved under (ASCII). */
  fileName: string;
  contentType: 'application/pdf';
}

/** How many hours of a course count toward the yearly § 15 FAO training of a specialist lawyer. */
export interface Fao15Hours {
  /** Whether the course is recognised as § 15 FAO training (lawyer courses of kind FAO15). */
  qualifies: boolean;
  /** Hours that count: the duration, at most 5 for self-study (§ 15 Abs. 4 FAO); 0 when it does not qualify. */
  hours: number;
}

/** A date of a course in the short forms (overview, package and referent course lists). */
export interface ScheduleOverview {
  id: number;
  /** Null for online and self-study schedules. */
  city: CityRef | null;
  startDate: string;
  endDate: string;
  freePlaces: number;
  fullyBooked: boolean;
  pricelevels: PriceLevel[];
}

/** Every date of a course on its detail page. */
export interface CourseScheduleDetail extends ScheduleOverview {
  /** Live online (no place). */
  online: boolean;
  /** Self-study with access from startDate to endDate (no place). */
  selfStudy: boolean;
  /** Seats in total; freePlaces = capacity − booked. */
  capacity: number;
  /** Starts before today (self-study: access ended before today): shown for reference, not offered. */
  past: boolean;
}

export interface CourseMeta {
  /** A plain-text summary of at most 160 characters for the page's meta description. */
  description: string;
}

/** The short form of a course: GET /api/course/{id}/overview and the course lists of other answers. */
export interface CourseOverview {
  id: number;
  name: string;
  slug: string;
  kind: CourseKind;
  type: SearchType;
  courseType: CourseType;
  durationValue: number;
  organizer: NamedRef;
  professionalScopes: NamedRef[];
  /** Dates not past yet (the year overview: the dates of that year), by start date. */
  courseSchedules: ScheduleOverview[];
  /** Lowest price of those dates, cents; null when there is none. */
  minPrice: number | null;
  meta: CourseMeta;
}

export interface ReferentSummary {
  id: number;
  /** Academic title ('Dr.', 'Prof. Dr.') or ''. */
  title: string;
  firstName: string;
  lastName: string;
  /** Title and name as shown: 'Dr. Anna Berg'. */
  name: string;
  profession: string;
}

export interface OrganizerSummary {
  id: number;
  name: string;
  slug: string;
  city: CityRef | null;
  website: string;
}

/** GET /api/course/{id}. */
export interface CourseDetail {
  id: number;
  name: string;
  slug: string;
  kind: CourseKind;
  type: SearchType;
  courseType: CourseType;
  durationValue: number;
  fao15: Fao15Hours;
  /**
   * FernUSG (src/shared/distance-learning.ts): the ZFU approval number, or the organizer's statement
   * that the course is not distance learning; null: not declared (self-study is then not sold).
   */
  distanceLearning: DistanceLearning | null;
  /** Paragraphs separated by a blank line. */
  description: string;
  organizer: OrganizerSummary;
  professionalScopes: NamedRef[];
  /** The category of the course's first scope; null when it has none. */
  category: NamedRef | null;
  documents: CourseDocument[];
  referents: ReferentSummary[];
  /** Every date, past ones included (flagged), by start date. */
  courseSchedules: CourseScheduleDetail[];
  meta: CourseMeta;
}

/** GET /api/courses/overview/{year}: the courses with a date in that year. */
export interface YearOverview {
  year: number;
  /** Courses matching, over every page. */
  count: number;
  courses: CourseOverview[];
}

export interface YearOverviewQuery {
  /** Only dates from today on. */
  futureEventsOnly?: boolean;
  organizerId?: number;
  /** Page number, first page 1. */
  start?: number;
  /** Page size, default 50, at most 200. */
  limit?: number;
}

export interface PackagePrice {
  /** Cents. */
  price: number;
}

/** A seminar package (credit hours bought in advance), spec §3 Package. */
export interface PackageSummary {
  id: number;
  name: string;
  slug: string;
  educationalType: SearchType;
  organizer: NamedRef;
  professionalScopeIds: number[];
  professionalScopes: NamedRef[];
  /** Credit hours. */
  creditValue: number;
  price: PackagePrice;
}

/** GET /api/courses/packages/{id}: the package and the courses its credits can be spent on. */
export interface PackageDetail extends PackageSummary {
  /** Courses of the package's organizer and type, in one of its scopes, with a date not past, that fit its credits. */
  courses: CourseOverview[];
  /** All such courses; `courses` holds the first PACKAGE_COURSE_LIMIT by next date. */
  courseCount: number;
}

export interface ScopeCount extends NamedRef {
  /** Courses of the organizer in this scope. */
  courseCount: number;
}

/** GET /api/organizer/{id}?includeScopes=true. */
export interface OrganizerDetail extends OrganizerSummary {
  description: string;
  email: string;
  courseCount: number;
  /** The scopes the organizer has courses in; only with includeScopes=true. */
  scopes?: ScopeCount[];
}

/** GET /api/referent-infos: referents with their organizer. */
export interface ReferentInfo extends ReferentSummary {
  organizer: NamedRef;
}

/** GET /api/referent-infos/{id}. */
export interface ReferentDetail extends ReferentInfo {
  vita: string;
  /** The referent's courses with a date not past, the first REFERENT_COURSE_LIMIT by next date. */
  courses: CourseOverview[];
  courseCount: number;
}

/** POST /api/orders/waitinglists: a place on the waiting list of a fully booked date. */
export interface WaitingListRequest {
  courseId: number;
  courseScheduleId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /** Places wanted, 1–10; default 1. */
  places?: number;
  language?: 'de' | 'en';
}

/** The stored request: 201 when new, 200 when the same address was already on this date's list. */
export interface WaitingListEntry {
  id: number;
  courseId: number;
  courseScheduleId: number;
  email: string;
  places: number;
  /** 1 = first in line for this date. */
  position: number;
  createdAt: string;
}

export const PACKAGE_COURSE_LIMIT = 100;
export const REFERENT_COURSE_LIMIT = 50;
export const YEAR_OVERVIEW_PAGE_SIZE = 50;
export const YEAR_OVERVIEW_MAX_PAGE_SIZE = 200;
export const WAITING_LIST_MAX_PLACES = 10;
/** Self-study counts for at most this many hours a year under § 15 Abs. 4 FAO. */
export const FAO15_SELF_STUDY_MAX_HOURS = 5;
