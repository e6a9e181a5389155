/**
 * The customer area's calls (issue 12 §1–§2; contract in src/shared/customer-area.ts): orders by
 * year, the title a position's hours count toward, manual entries, saved searches, the §15 FAO
 * training state and the chamber letter, credit packages, the customer's data and where the password
 * is changed. All carry the bearer token (src/lib/http.ts); an id-based call's 404 (a record another
 * tab removed) is the caller's to show, so the app stays on its page.
 */
import type { Options } from 'ky';
import { handlingNotFound, http } from '../lib/http';
import type {
  CreditPackage, CustomerOrder, CustomerOrderPosition, CustomerOrdersByYear, Favorite, FavoriteRequest, LetterRejection,
  LetterRequest, ManualCourse, ManualCourseInput, TrainingState,
} from '../shared/customer-area';
import type { Bookmark } from '../shared/bookmarks';
import type { ParticipantEntry, PositionParticipants } from '../shared/participants';
import type { BuyerData, CustomerOrderData } from '../shared/order';
import type { Customer } from './customer';

/** GET /api/customer/orders?size: the newest orders grouped by year (which years have orders). */
export function getCustomerOrders(size: number, options: Options = {}): Promise<CustomerOrdersByYear> {
  return http.get('customer/orders', { ...options, searchParams: { size } }).json<CustomerOrdersByYear>();
}

/** GET /api/customer/orders/{year}: the orders placed in the year, newest first. */
export function getCustomerOrdersOfYear(year: number, options: Options = {}): Promise<CustomerOrder[]> {
  return http.get(`customer/orders/${year}`, { ...options, searchParams: { size: 100 } }).json<CustomerOrder[]>();
}

/** GET /api/customer/orders/{year}?manuel=true: the manual entries of courses that started in the year. */
export function getManualCourses(year: number, options: Options = {}): Promise<ManualCourse[]> {
  return http.get(`customer/orders/${year}`, { ...options, searchParams: { manuel: true } }).json<ManualCourse[]>();
}

/** GET /api/order/position/{id}: one ordered position as it stands now (e.g. after a termination). */
export function getCustomerPosition(positionId: number): Promise<CustomerOrderPosition> {
  return http.get(`order/position/${positionId}`).json<CustomerOrderPosition>();
}

/** PATCH /api/order/position/{id}: the specialist title the position's hours count toward. */
export function assignPositionScope(positionId: number, scopeId: number): Promise<CustomerOrderPosition> {
  return http.patch(`order/position/${positionId}`, handlingNotFound({ json: { scopeId } })).json<CustomerOrderPosition>();
}

export function createManualCourse(input: ManualCourseInput): Promise<ManualCourse> {
  return http.post('order/manuel', { json: input }).json<ManualCourse>();
}

export function updateManualCourse(id: number, input: ManualCourseInput): Promise<ManualCourse> {
  return http.put(`order/manuel/${id}`, handlingNotFound({ json: input })).json<ManualCourse>();
}

export async function deleteManualCourse(id: number): Promise<void> {
  await http.delete(`order/manuel/${id}`, handlingNotFound());
}

export function getFavorites(options: Options = {}): Promise<Favorite[]> {
  return http.get('favorites', options).json<Favorite[]>();
}

/** PUT /api/favorites: without id a new saved search, with id a rename. */
export function saveFavorite(request: FavoriteRequest): Promise<Favorite> {
  return http.put('favorites', handlingNotFound({ json: request })).json<Favorite>();
}

export async function deleteFavorite(id: number): Promise<void> {
  await http.delete(`favorites/${id}`, handlingNotFound());
}

/** GET /api/customer/state/{year}: every title the customer has courses for, in the year. */
export function getTrainingState(year: number, options: Options = {}): Promise<TrainingState> {
  return http.get(`customer/state/${year}`, options).json<TrainingState>();
}

/** The letter's answer: the PDF, or the courses a chamber would reject (422 LETTER_REJECTED). */
export type LetterAnswer = { pdf: Blob; fileName: string } | { rejected: LetterRejection[] };

/** POST /api/customer/state/{year}/letter. Other failures (400, 422 naming a field, network) throw. */
export async function requestChamberLetter(year: number, request: LetterRequest): Promise<LetterAnswer> {
  const response = await http.post(`customer/state/${year}/letter`, {
    json: request,
    throwHttpErrors: (status) => status !== 422,
  });
  if (response.status === 422) {
    const body = (await response.clone().json()) as { code?: string; courses?: LetterRejection[] };
    if (body.code === 'LETTER_REJECTED' && Array.isArray(body.courses)) return { rejected: body.courses };
    throw new LetterRefused(body as { code?: string; field?: string; message?: string });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `Fortbildungsnachweis-${year}.pdf`;
  return { pdf: await response.blob(), fileName };
}

/** A 422 of the letter other than LETTER_REJECTED (unknown chamber, no course chosen). */
export class LetterRefused extends Error {
  readonly field: string | undefined;
  readonly code: string | undefined;
  constructor(body: { code?: string; field?: string; message?: string }) {
    super(body.message ?? 'letter refused');
    this.field = body.field;
    this.code = body.code;
  }
}

export function getCreditPackages(options: Options = {}): Promise<CreditPackage[]> {
  return http.get('customer/packages', options).json<CreditPackage[]>();
}

export interface Chamber {
  id: number;
  name: string;
  city: string;
}

/**
 * PUT /api/customer/orders/{orderNumber}/positions/{positionId}/participants: the wanted people of the
 * position's seats (issue 25 §1, §6); a new person on a seat replaces the one before, free of charge.
 */
export function nameParticipants(orderNumber: string, positionId: number, participants: ParticipantEntry[]): Promise<PositionParticipants> {
  const path = `customer/orders/${encodeURIComponent(orderNumber)}/positions/${positionId}/participants`;
  return http.put(path, { json: { participants } }).json<PositionParticipants>();
}

/** GET /api/chambers: the German bar chambers. */
export function getChambers(options: Options = {}): Promise<Chamber[]> {
  return http.get('chambers', options).json<Chamber[]>();
}

/** PUT /api/customers/{id}: the signed-in customer's buyer data (422 with `field` for a refused value). */
export function updateCustomer(id: number, buyer: BuyerData): Promise<Customer> {
  return http.put(`customers/${id}`, { json: buyer }).json<Customer>();
}

/** GET /api/customers/password: where the identity provider lets the customer change the password. */
export function getPasswordAddress(options: Options = {}): Promise<string> {
  return http.get('customers/password', options).json<{ url: string }>().then((answer) => answer.url);
}

/*
 * The next four repeat calls of src/api/bookmarks.ts and src/api/order.ts on purpose: the customer
 * area importing those modules splits them out of the course and checkout chunks into chunks of
 * their own, whose names the start page's preload map then carries — over its budget
 * (`npm run budget`). One line each is the cheaper copy.
 */

/** GET /api/bookmarks: the Merkzettel, newest first. */
export function getBookmarkList(options: Options = {}): Promise<Bookmark[]> {
  return http.get('bookmarks', options).json<Bookmark[]>();
}

export async function deleteBookmark(id: number): Promise<void> {
  await http.delete(`bookmarks/${id}`, handlingNotFound());
}

/** GET /api/order/customer: every buyer field the form has, and whether the VAT id is required. */
export function getBuyerData(options: Options = {}): Promise<CustomerOrderData> {
  return http.get('order/customer', options).json<CustomerOrderData>();
}

/** GET /api/customer-invoice/{id}: the invoice PDF. */
export function getInvoicePdf(invoiceId: number): Promise<Blob> {
  return http.get(`customer-invoice/${invoiceId}`).blob();
}

/** GET /api/customer-invoice/{id}/xrechnung: the invoice as XRechnung (CII XML) for a business buyer's bookkeeping. */
export function getXrechnung(invoiceId: number): Promise<Blob> {
  return http.get(`customer-invoice/${invoiceId}/xrechnung`).blob();
}

/** GET /api/customer-credit-note/{id}: a credit note (Rechnungskorrektur) as PDF; a guest names the order's token. */
export function getCreditNotePdf(creditNoteId: number, orderToken?: string): Promise<Blob> {
  return http.get(`customer-credit-note/${creditNoteId}`, orderToken ? { headers: { 'X-Order': orderToken } } : {}).blob();
}
