/**
 * GET /api/customer/data-export (Art. 15 and 20 DSGVO): everything the shop holds about the signed-in
 * customer, as one JSON document. Every part is read by the customer's own id (or the account's
 * verified address, for the newsletter), through the same services that show it in the customer area,
 * so the file holds exactly what the customer may see there: the orders with their participants, never
 * another customer's data. Left out on purpose: the password hash and the provider's tokens (secrets,
 * not information about the person) and the invoice PDFs (the customer area offers them).
 */
import type {
  DataExport, ExportCertificate, ExportCreditNote, ExportFirmMembership, ExportInvoice, ExportNewsletter, ExportOrder, ExportProfile,
} from '../../../shared/data-rights.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { listBookmarks } from '../bookmarks.ts';
import { requireCustomer } from '../customer-access.ts';
import { allManualCourses, customerOrders, listFavorites, type OrderViewOptions } from '../customer-area/index.ts';

/** More orders than anyone places; the export is not paged. */
const ALL_ORDERS = 100_000;
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ABOUT =
  'Kursmarkt: your data as stored on the day of the export (Art. 15, 20 GDPR). Amounts are in cents. ' +
  'Not included: your password (stored only as a one-way hash) and sign-in tokens; invoice and certificate PDFs are in your customer area.';

async function profileOf(db: Queryable, customerId: number): Promise<ExportProfile & { verified: boolean }> {
  const [row] = await db.query<ExportProfile & { verified: boolean }>(
    `select id::int as id, email, ${iso('email_verified_at')} as "emailVerifiedAt", email_verified_at is not null as verified,
            first_name as "firstName", last_name as "lastName", buyer_type as "buyerType", company, street, zip_code as "zipCode",
            city, country, tax_number as "taxNumber", invoice_reference as "invoiceReference", invoice_email as "invoiceEmail",
            invoice_format as "invoiceFormat",
            ${iso('created_at')} as "createdAt"
       from account where id = $1 and deleted_at is null`,
    [customerId],
  );
  if (!row) throw notFound('Customer');
  return row;
}

interface OrderExtras {
  id: number;
  buyer: Record<string, unknown>;
  email: string;
  netValue: number;
  vatValue: number;
  earlyStartRequested: boolean;
  language: string;
}

async function ordersOf(db: Queryable, customerId: number, view: OrderViewOptions): Promise<ExportOrder[]> {
  const { years } = await customerOrders(db, customerId, ALL_ORDERS, view);
  const extras = await db.query<OrderExtras>(
    `select id::int as id, buyer, email, net_cents as "netValue", vat_cents as "vatValue",
            early_start_requested as "earlyStartRequested", language
       from customer_order where customer_id = $1`,
    [customerId],
  );
  const byId = new Map(extras.map(({ id, ...rest }) => [id, rest]));
  return years.flatMap(({ orders }) => orders).map((order) => ({ ...order, ...byId.get(order.id)! }));
}

async function invoicesOf(db: Queryable, customerId: number): Promise<ExportInvoice[]> {
  return db.query<ExportInvoice>(
    `select i.invoice_number as "invoiceNumber", o.order_number as "orderNumber", i.issued_on::text as "issuedOn",
            i.due_on::text as "dueOn", i.payment_method as "paymentMethod",
            (case when i.instalment_number is null then o.net_cents - d.net else 0 end + coalesce(billed.net, 0))::int as "netValue",
            (case when i.instalment_number is null then o.vat_cents - d.vat else 0 end + coalesce(billed.vat, 0))::int as "vatValue",
            (case when i.instalment_number is null then o.gross_cents - d.gross else 0 end + coalesce(billed.gross, 0))::int as "grossValue"
       from invoice i join customer_order o on o.id = i.order_id
       -- Distance learning (issue 26 §3): an invoice bills its instalments, not the whole course.
       cross join lateral (
         select coalesce(sum(p.gross_cents), 0) as gross, coalesce(sum(p.net_cents), 0) as net, coalesce(sum(p.vat_cents), 0) as vat
           from order_position p where p.order_id = o.id and exists (select 1 from instalment s where s.position_id = p.id)
       ) d
       left join lateral (
         select sum(s.gross_cents) as gross, sum(s.net_cents) as net, sum(s.vat_cents) as vat from instalment s where s.invoice_id = i.id
       ) billed on true
      where o.customer_id = $1 order by i.issued_on, i.id`,
    [customerId],
  );
}

async function creditNotesOf(db: Queryable, customerId: number): Promise<ExportCreditNote[]> {
  return db.query<ExportCreditNote>(
    `select cn.credit_note_number as "creditNoteNumber", i.invoice_number as "invoiceNumber", o.order_number as "orderNumber",
            cn.issued_on::text as "issuedOn"
       from credit_note cn join invoice i on i.id = cn.invoice_id join customer_order o on o.id = cn.order_id
      where o.customer_id = $1 order by cn.issued_on, cn.id`,
    [customerId],
  );
}

/** Which certificates the positions offer (as "Meine Kurse" lists them), not the PDFs. */
function certificatesOf(orders: readonly ExportOrder[]): ExportCertificate[] {
  return orders.flatMap((order) =>
    order.positions.flatMap((position) => {
      const { certificateUrl, modules, attendanceUrlId } = position.certificates;
      const available = [
        ...(certificateUrl ? ['PARTICIPATION'] : []),
        ...modules.filter((module) => module.url).map((module) => `MODULE ${module.date}`),
        ...(attendanceUrlId ? ['ATTENDANCE_CONFIRMATION'] : []),
      ];
      return available.length ? [{ orderNumber: order.orderNumber, course: position.name, startDate: position.startDate, available }] : [];
    }),
  );
}

async function firmMembershipsOf(db: Queryable, customerId: number): Promise<ExportFirmMembership[]> {
  return db.query<ExportFirmMembership>(
    `select f.name as firm, m.role, ${iso('m.joined_at')} as "joinedAt", ${iso('m.left_at')} as "leftAt"
       from firm_member m join firm f on f.id = m.firm_id where m.account_id = $1 order by m.joined_at, m.id`,
    [customerId],
  );
}

/** Only for a verified address: whoever registered with someone else's address must not learn that person's subscription. */
async function newsletterOf(db: Queryable, email: string, verified: boolean): Promise<ExportNewsletter | null> {
  if (!verified) return null;
  const [row] = await db.query<ExportNewsletter>(
    `select status, language, ${iso('created_at')} as "subscribedAt", ${iso('confirmed_at')} as "confirmedAt"
       from newsletter_subscription where lower(email) = lower($1)`,
    [email],
  );
  return row ?? null;
}

export async function dataExport(db: Database, customerId: number, view: OrderViewOptions, now = new Date()): Promise<DataExport> {
  requireCustomer(customerId);
  const { verified, ...profile } = await profileOf(db, customerId);
  const orders = await ordersOf(db, customerId, view);
  const newsletter = await newsletterOf(db, profile.email, verified);
  const consents: DataExport['consents'] = [
    ...(newsletter?.confirmedAt ? [{ kind: 'NEWSLETTER' as const, orderNumber: null, givenAt: newsletter.confirmedAt }] : []),
    ...orders
      .filter((order) => order.earlyStartRequested)
      .map((order) => ({ kind: 'EARLY_START' as const, orderNumber: order.orderNumber, givenAt: order.placedAt })),
  ];
  return {
    exportedAt: now.toISOString(),
    about: ABOUT,
    profile,
    orders,
    invoices: await invoicesOf(db, customerId),
    creditNotes: await creditNotesOf(db, customerId),
    certificates: certificatesOf(orders),
    manualCourses: await allManualCourses(db, customerId),
    favorites: await listFavorites(db, customerId),
    bookmarks: await listBookmarks(db, customerId),
    firmMemberships: await firmMembershipsOf(db, customerId),
    newsletter,
    consents,
  };
}
