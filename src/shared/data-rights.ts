/**
 * The customer's data rights (issue 26 §5; Art. 15, 17, 20 DSGVO): the contract between the server's
 * calls (routes/data-rights/, rules in services/data-rights/) and the SPA ("Meine Daten").
 *
 * GET /api/customer/data-export: one JSON file (DataExport) with what the shop holds about the
 * signed-in customer — never another customer's data, no password hash, no token.
 * GET /api/customer/account/deletion: what deleting the account would do (DeletionPreview), shown
 * before the customer confirms. POST /api/customer/account/delete with the current password deletes
 * the sign-in account and the personal data; orders and invoices are kept (tax law), detached.
 */
import type { CustomerOrder, Favorite, ManualCourse } from './customer-area';
import type { Bookmark } from './bookmarks';
import type { OrderStatus } from './order';

/** How long the shop must keep what deleting an account does not delete (shown before confirming). */
export const RETENTION_YEARS = {
  /** Invoices and credit notes: § 14b UStG, § 147 Abs. 1 Nr. 4, Abs. 3 AO (booking vouchers). */
  invoices: 8,
  /** Orders as the basis of the books: § 147 Abs. 3 AO, § 257 HGB. */
  orders: 10,
} as const;

/** The file name of the export of `day` (yyyy-mm-dd). */
export const dataExportFileName = (day: string) => `kursmarkt-daten-${day}.json`;

/** The sign-in account's own data (no password hash: it is not the customer's information but a secret). */
export interface ExportProfile {
  id: number;
  email: string;
  emailVerifiedAt: string | null;
  firstName: string;
  lastName: string;
  buyerType: 'BUSINESS' | 'CONSUMER' | null;
  company: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  taxNumber: string | null;
  invoiceReference: string | null;
  invoiceEmail: string | null;
  invoiceFormat: 'PDF' | 'XRECHNUNG';
  createdAt: string;
}

/** An order as the customer sees it in "Meine Kurse", with the buyer data and totals as ordered. */
export interface ExportOrder extends CustomerOrder {
  /** The buyer as ordered (BuyerData of src/shared/order.ts). */
  buyer: Record<string, unknown>;
  email: string;
  netValue: number;
  vatValue: number;
  /** § 356 BGB: the customer asked for the course to start within the withdrawal period (a consent). */
  earlyStartRequested: boolean;
  language: string;
}

export interface ExportInvoice {
  invoiceNumber: string;
  orderNumber: string;
  issuedOn: string;
  dueOn: string | null;
  paymentMethod: string;
  netValue: number;
  vatValue: number;
  grossValue: number;
}

export interface ExportCreditNote {
  creditNoteNumber: string;
  invoiceNumber: string;
  orderNumber: string;
  issuedOn: string;
}

/** Which certificates exist for a position (the PDFs themselves are in the customer area). */
export interface ExportCertificate {
  orderNumber: string;
  course: string;
  startDate: string | null;
  /** What can be had now: 'PARTICIPATION' (the certificate), 'MODULE <yyyy-mm-dd>' (a course day's), 'ATTENDANCE_CONFIRMATION'. */
  available: string[];
}

export interface ExportFirmMembership {
  firm: string;
  role: 'OFFICE_MANAGER' | 'MEMBER';
  joinedAt: string;
  leftAt: string | null;
}

export interface ExportNewsletter {
  status: 'PENDING' | 'CONFIRMED';
  language: string;
  subscribedAt: string;
  confirmedAt: string | null;
}

export interface DataExport {
  exportedAt: string;
  /** What the file is and what it leaves out (a reader's first question). */
  about: string;
  profile: ExportProfile;
  orders: ExportOrder[];
  invoices: ExportInvoice[];
  creditNotes: ExportCreditNote[];
  certificates: ExportCertificate[];
  /** Courses taken elsewhere (§ 15 FAO manual entries). */
  manualCourses: ManualCourse[];
  favorites: Favorite[];
  bookmarks: Bookmark[];
  firmMemberships: ExportFirmMembership[];
  /** The newsletter subscription of the account's (verified) address, if any. */
  newsletter: ExportNewsletter | null;
  /** Consents stored by the server: the newsletter's double opt-in and each order's early-start request. */
  consents: { kind: 'NEWSLETTER' | 'EARLY_START'; orderNumber: string | null; givenAt: string }[];
}

export interface DeletionOrder {
  orderNumber: string;
  status: OrderStatus;
  grossValue: number;
}

export interface DeletionCourse {
  orderNumber: string;
  name: string;
  startDate: string;
  seats: number;
}

/** GET /api/customer/account/deletion: what deleting the account would do, said before it is done. */
export interface DeletionPreview {
  /** Orders not paid yet: they stay valid and owed (or can be withdrawn first). */
  openPayments: DeletionOrder[];
  /** Course dates still ahead: the seats stay booked under the order. */
  upcomingCourses: DeletionCourse[];
  /** Orders and invoices that are kept, detached from the account. */
  keptOrders: number;
  keptInvoices: number;
  retentionYears: typeof RETENTION_YEARS;
  /** Null: nothing stands in the way; otherwise the code of the refusal (LAST_OFFICE_MANAGER). */
  blockedBy: 'LAST_OFFICE_MANAGER' | null;
}

/** POST /api/customer/account/delete body. */
export interface DeletionRequest {
  password: string;
}
