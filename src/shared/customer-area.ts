/**
 * Customer area contract of browser and server (issue 12 §1–§2; spec §2 customer-dashboard with
 * meine-kurse, favoriten, mein-status; §7 customer, favourites, manual courses, state, letter, packages).
 *
 * Every call needs a signed-in customer (401 otherwise); a record of another customer answers 404 as
 * if it did not exist. Money is integer cents; hours are numbers with at most one decimal (7.5).
 * Errors: { statusCode, code, message, field? } (src/shared/types.ts ApiError).
 */
import type { PositionCertificates } from './certificates';
import type { OrderStatus } from './order';
import type { SeatParticipant } from './participants';
import type { CourseKind, SearchParameters } from './search';
import type { CourseType, SearchType } from './types';
import type { DistanceTermination, OrderInstalment } from './instalments';

/** §15 FAO: hours per specialist title and calendar year. */
export const FAO_HOURS_PER_YEAR = 15;
/** §15 FAO: at most this many of them from self-study, and only with a passed learning-success check. */
export const FAO_SELF_STUDY_CAP_HOURS = 5;
/** A customer keeps at most this many saved searches (422 FAVORITES_FULL beyond). */
export const FAVORITES_MAX = 50;
/** The longest name of a saved search (PUT /api/favorites). */
export const FAVORITE_NAME_MAX = 100;
/** A customer keeps at most this many manual entries (422 MANUAL_COURSES_FULL beyond). */
export const MANUAL_COURSES_MAX = 500;
/** GET /api/customer/orders?size: default and largest page of orders. */
export const CUSTOMER_ORDERS_DEFAULT_SIZE = 20;
export const CUSTOMER_ORDERS_MAX_SIZE = 100;

/** A course document (programme, dates): GET /api/course/{courseId}/document/{id}. */
export interface PositionDocument {
  id: number;
  name: string;
  url: string;
}

/** One bought course or package of an order (GET /api/customer/orders…, GET /api/order/position/{id}). */
export interface CustomerOrderPosition {
  positionId: number;
  orderId: number;
  kind: 'COURSE' | 'PACKAGE';
  courseId: number | null;
  packageId: number | null;
  scheduleId: number | null;
  name: string;
  organizer: string;
  courseType: CourseType | null;
  courseKind: CourseKind | null;
  startDate: string | null;
  endDate: string | null;
  city: string | null;
  /** Net hours of the course (null: unknown, a chamber would reject it). */
  hours: number | null;
  referents: string[];
  /** The title the hours count toward (PATCH /api/order/position/{id}); null: not assigned yet. */
  scopeId: number | null;
  /** The titles it may be assigned to (the course's scopes). */
  scopeIds: number[];
  scopes: string[];
  packageIncluded: boolean;
  /** Self-study: the learning-success check was passed. */
  learningCheckPassed: boolean;
  grossValue: number;
  documents: PositionDocument[];
  /** Certificates, the learning-success check and the evaluation of this position (src/shared/certificates.ts). */
  certificates: PositionCertificates;
  /** ISO timestamp: when the position was withdrawn (src/shared/withdrawal.ts); null or absent when it stands. */
  withdrawnAt?: string | null;
  /** How it ended (issue 27): a withdrawal, or a cancellation under the AGB; null or absent while it stands. */
  endedAs?: 'WITHDRAWAL' | 'CANCELLATION' | null;
  /** Distance learning (issue 26 §3): the course's ZFU approval number; null or absent otherwise. */
  zfuNumber?: string | null;
  /** A distance-learning position: its instalments and where each stands; absent otherwise. */
  instalments?: OrderInstalment[];
  /** A distance-learning position of a binding order: its termination (§ 5 FernUSG), null while it runs. */
  termination?: DistanceTermination | null;
  /** Places booked (issue 25 §1; grossValue is for all of them). Always sent; absent means 1. */
  seats?: number;
  /** A course position's seats with their participants (null: not named yet); absent for packages. */
  participants?: SeatParticipant[];
  /**
   * With participants: the day naming them closes (the server's PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE
   * before the start; from then on filling or emptying a seat answers 409 NAMING_CLOSED); null without a date.
   */
  participantsClosedOn?: string | null;
  /**
   * With participants: the day replacing a named participant by a substitute closes — the start day
   * (409 SUBSTITUTION_CLOSED from then on); null without a date.
   */
  substitutionClosedOn?: string | null;
}

/** PATCH /api/order/position/{id} body: one of the position's scopeIds (422 SCOPE_NOT_OF_COURSE otherwise). */
export interface PositionScopeRequest {
  scopeId: number;
}

export interface CustomerOrder {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  grossValue: number;
  /** Set once CONFIRMED: GET /api/customer-invoice/{invoiceId} gives the PDF. */
  invoiceId: number | null;
  invoiceNumber: string | null;
  /** The credit notes ("Rechnungskorrektur") of its withdrawals: GET /api/customer-credit-note/{id} gives the PDF. */
  creditNotes?: { id: number; creditNoteNumber: string }[];
  /** A business order's invoice with a buyer reference: GET /api/customer-invoice/{invoiceId}/xrechnung gives the XRechnung (XML). */
  xrechnung?: boolean;
  positions: CustomerOrderPosition[];
}

/** GET /api/customer/orders?size: the newest `size` orders, grouped by the year they were placed (newest year first). */
export interface CustomerOrdersByYear {
  years: { year: number; orders: CustomerOrder[] }[];
  /** All orders of the customer, over every year. */
  count: number;
}

/** A course taken elsewhere (POST /api/order/manuel, PUT /api/order/manuel/{id} body). */
export interface ManualCourseInput {
  title: string;
  organizer: string;
  /** yyyy-mm-dd; its year is the year the hours count in. */
  startDate: string;
  /** yyyy-mm-dd, not before startDate. */
  endDate: string;
  /** Net hours, > 0, at most one decimal. */
  hours: number;
  courseType: CourseType;
  /** The specialist title (a LAWYER scope id) the hours count toward. */
  scopeId: number;
  /** Who spoke; null: none (a chamber would reject the course). */
  referent: string | null;
  /** Self-study (required true for courseType SELF). */
  selfStudy: boolean;
  /** Self-study: the learning-success check was passed (else the hours do not count). */
  learningCheckPassed: boolean;
}

/** GET /api/order/manuel/{id}, GET /api/customer/orders/{year}?manuel=true. */
export interface ManualCourse extends ManualCourseInput {
  id: number;
  createdAt: string;
}

/** What GET /api/search takes, minus paging (start, limit): the search a favourite re-runs. */
export type FavoriteParameters = Omit<SearchParameters, 'start' | 'limit'>;

/** PUT /api/favorites body: without id a new favourite (201), with id a rename / new parameters (200). */
export interface FavoriteRequest {
  id?: number;
  name: string;
  parameters: FavoriteParameters;
}

export interface Favorite {
  id: number;
  name: string;
  parameters: FavoriteParameters;
  createdAt: string;
  updatedAt: string;
}

/** Why a chamber would not accept a course's hours (all of it, or — SELF_STUDY_OVER_CAP — part of it). */
export type TrainingRejection =
  | 'NO_SPEAKER'
  | 'NO_HOURS'
  | 'SELF_STUDY_WITHOUT_CHECK'
  | 'SELF_STUDY_OVER_CAP'
  /** A seat booked for the account whose attendance the organizer has not confirmed (issue 25 §4): counts nothing yet. */
  | 'NOT_ATTENDED';

/** One course as the training state counts it. */
export interface TrainingCourse {
  source: 'ORDER' | 'MANUAL';
  /** ORDER: the order position id; MANUAL: the manual entry id. */
  id: number;
  title: string;
  organizer: string;
  startDate: string;
  endDate: string;
  /** Net hours of the course (null: unknown). */
  hours: number | null;
  /** Hours that count toward the title (0 when rejected; part of it over the self-study cap). */
  countedHours: number;
  selfStudy: boolean;
  referents: string[];
  rejections: TrainingRejection[];
}

/** One specialist title in one calendar year. */
export interface TitleState {
  scopeId: number;
  scopeName: string;
  year: number;
  requiredHours: number;
  countedHours: number;
  missingHours: number;
  /** Self-study hours that passed the check, before and after the cap. */
  selfStudyHours: number;
  selfStudyCountedHours: number;
  selfStudyCapHours: number;
  fulfilled: boolean;
  courses: TrainingCourse[];
}

/** An ordered course of the year with several possible titles and none assigned: its hours count nowhere yet. */
export interface UnassignedCourse {
  positionId: number;
  title: string;
  startDate: string;
  hours: number | null;
  scopeIds: number[];
}

/** GET /api/customer/state/{year} and /api/customer/state/{scopeId}/{year}. */
export interface TrainingState {
  year: number;
  /** Every title the customer has courses for (in any year), or just the asked one. */
  titles: TitleState[];
  unassigned: UnassignedCourse[];
}

/** POST /api/customer/state/{year}/letter body. */
export interface LetterRequest {
  scopeIds: number[];
  /** Order position ids (CustomerOrderPosition.positionId) of the year. */
  orderIds: number[];
  /** Manual entry ids of the year. */
  manuelOrderIds: number[];
  /** GET /api/chambers. */
  chamberId: number;
  /** The customer's member number at the chamber. */
  chamberMemberId: string;
}

/** A course the letter refuses (422 LETTER_REJECTED lists them in `courses`): the state says why first. */
export interface LetterRejection {
  source: 'ORDER' | 'MANUAL';
  id: number;
  title: string;
  /** NOT_TAKEN_PLACE: § 15 Abs. 5 FAO proves courses that took place; one still ahead is refused. */
  rejections: (TrainingRejection | 'NOT_OF_SELECTED_TITLES' | 'NOT_TAKEN_PLACE')[];
}

/** GET /api/customer/packages?organizerId&type&scope: a bought credit package with what is left. */
export interface CreditPackage {
  packageId: number;
  name: string;
  organizerId: number;
  organizer: string;
  type: SearchType | null;
  scopeIds: number[];
  /** Hours bought (every purchase of the package together). */
  creditHours: number;
  /** Hours not yet spent on courses. */
  remainingCredits: number;
}
