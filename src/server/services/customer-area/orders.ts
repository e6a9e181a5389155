/**
 * The customer's orders (GET /api/customer/orders?size, GET /api/customer/orders/{year}?size) with
 * their positions, invoice and course documents, and one ordered position (GET and PATCH
 * /api/order/position/{id}: the title its hours count toward).
 *
 * Only the customer's own orders (customer_id). Guest orders placed with the account's e-mail
 * address are NOT listed: that would need a verified e-mail address, and the embedded identity
 * provider does not verify addresses yet (email_verified is always false, identity/provider.ts).
 * Whoever registers with someone else's address must not see that person's orders.
 */
import type {
  CustomerOrder,
  CustomerOrderPosition,
  CustomerOrdersByYear,
  PositionScopeRequest,
} from '../../../shared/customer-area.ts';
import type { OrderStatus, PricedLine } from '../../../shared/order.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { catalogueToday } from '../catalogue.ts';
import { CERTIFICATE_FACT_COLUMNS, certificatesOf, type CertificateFacts } from '../certificates/index.ts';
import { courseDocuments } from '../course-documents.ts';
import { requireCustomer } from '../customer-access.ts';
import { seatsOfCourses } from './position-seats.ts';
import { withDistanceLearning } from './distance-learning.ts';

/** Orders are grouped by the year they were placed in, in the shop's time zone. */
const ORDER_YEAR = `extract(year from o.placed_at at time zone 'Europe/Berlin')::int`;

interface OrderRow {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  placedAt: string;
  grossValue: number;
  year: number;
  invoiceId: number | null;
  invoiceNumber: string | null;
  creditNotes: { id: number; creditNoteNumber: string }[];
  xrechnung: boolean;
}

interface PositionRow
  extends Pick<
    CertificateFacts,
    'orderStatus' | 'attendanceUrlId' | 'attempts' | 'evaluated' | 'hasParticipants' | 'buyerPresent' | 'buyerContinuous'
  > {
  positionId: number;
  orderId: number;
  kind: 'COURSE' | 'PACKAGE';
  courseId: number | null;
  packageId: number | null;
  scheduleId: number | null;
  name: string;
  organizer: string;
  courseType: PricedLine['courseType'];
  courseKind: PricedLine['courseKind'];
  startDate: string | null;
  endDate: string | null;
  city: string | null;
  hours: number | null;
  referents: string[];
  scopeId: number | null;
  scopeIds: number[];
  scopes: string[];
  packageIncluded: boolean;
  learningCheckPassed: boolean;
  grossValue: number;
  slug: string | null;
  withdrawnAt: string | null;
  endedAs: 'WITHDRAWAL' | 'CANCELLATION' | null;
  seats: number;
  zfuNumber: string | null;
}

const POSITION_COLUMNS = `p.id::int as "positionId", p.order_id::int as "orderId", p.kind, p.course_id as "courseId",
  p.package_id as "packageId", p.schedule_id as "scheduleId", p.name, p.organizer, p.course_type as "courseType",
  p.course_kind as "courseKind", p.schedule_start::text as "startDate", p.schedule_end::text as "endDate", p.schedule_city as city,
  p.duration_hours::float8 as hours, p.referents, p.scope_id as "scopeId", p.scope_ids as "scopeIds", p.scopes,
  p.package_included as "packageIncluded", p.learning_check_passed_at is not null as "learningCheckPassed",
  p.gross_cents as "grossValue", p.seats, p.zfu_number as "zfuNumber", c.slug,
  to_char(p.withdrawn_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "withdrawnAt",
  (select w.kind from withdrawal w where w.id = p.withdrawal_id) as "endedAs", ${CERTIFICATE_FACT_COLUMNS}`;

/** The catalogue's course (for its document links) joins by id only while it is the same course (same name). */
const POSITION_FROM = `order_position p join customer_order o on o.id = p.order_id left join course c on c.id = p.course_id and c.name = p.name`;

function toPosition({
  slug,
  orderStatus,
  attendanceUrlId,
  attempts,
  evaluated,
  hasParticipants,
  buyerPresent,
  buyerContinuous,
  ...row
}: PositionRow): CustomerOrderPosition {
  // A single-scope course counts toward its one title without asking.
  const scopeId = row.scopeId ?? (row.scopeIds.length === 1 ? row.scopeIds[0]! : null);
  const documents =
    row.courseId !== null && slug !== null
      ? courseDocuments({ id: row.courseId, slug }).map((document) => ({
          id: document.id,
          name: document.name,
          url: `/api/course/${row.courseId}/document/${document.id}`,
        }))
      : [];
  const certificates = certificatesOf(
    // The buyer sees certificates of their own seat only; the other seats' are their participants' (GET /api/customer/bookings).
    { ...row, orderStatus, attendanceUrlId, attempts, evaluated, hasParticipants, buyerPresent, buyerContinuous, hours: row.hours },
    catalogueToday(),
  );
  return { ...row, scopeId, documents, certificates };
}

/** What the customer's order views depend on besides the data: the day naming participants closes is a setting. */
export interface OrderViewOptions {
  /** PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE (src/server/config-schema.ts). */
  namingClosesDaysBefore: number;
}

async function ordersWithPositions(
  db: Queryable,
  rows: OrderRow[],
  options: OrderViewOptions,
): Promise<(CustomerOrder & { year: number })[]> {
  if (rows.length === 0) return [];
  const positions = await db.query<PositionRow>(
    `select ${POSITION_COLUMNS} from ${POSITION_FROM} where p.order_id = any($1::bigint[]) order by p.order_id, p.line_no`,
    [rows.map((row) => row.id)],
  );
  const seated = await withDistanceLearning(db, await withParticipants(db, positions.map(toPosition), options));
  const byOrder = new Map<number, CustomerOrderPosition[]>();
  for (const position of seated) {
    const list = byOrder.get(position.orderId) ?? [];
    list.push(position);
    byOrder.set(position.orderId, list);
  }
  return rows.map((row) => ({ ...row, positions: byOrder.get(row.id) ?? [] }));
}

const ORDER_SELECT = `select o.id::int as id, o.order_number as "orderNumber", o.status,
    to_char(o.placed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "placedAt", o.gross_cents as "grossValue",
    ${ORDER_YEAR} as year, i.id::int as "invoiceId", i.invoice_number as "invoiceNumber",
    coalesce((select json_agg(json_build_object('id', cn.id::int, 'creditNoteNumber', cn.credit_note_number) order by cn.id)
                from credit_note cn where cn.order_id = o.id), '[]'::json) as "creditNotes",
    -- What services/invoice/einvoice/xrechnung.ts issues: a business buyer's invoice with its buyer reference (BT-10).
    (i.id is not null and o.buyer->>'buyerType' = 'BUSINESS' and coalesce(btrim(o.buyer->>'invoiceReference'), '') <> '') as xrechnung
  from customer_order o left join invoice i on i.order_id = o.id and i.instalment_number is null`;

/** GET /api/customer/orders?size: the newest `size` orders grouped by year, newest year first. */
export async function customerOrders(
  db: Queryable,
  customerId: number,
  size: number,
  options: OrderViewOptions,
): Promise<CustomerOrdersByYear> {
  requireCustomer(customerId);
  const rows = await db.query<OrderRow>(
    `${ORDER_SELECT} where o.customer_id = $1 order by o.placed_at desc, o.id desc limit $2`,
    [customerId, size],
  );
  const [{ count }] = (await db.query<{ count: number }>(
    'select count(*)::int as count from customer_order where customer_id = $1',
    [customerId],
  )) as [{ count: number }];
  const years: CustomerOrdersByYear['years'] = [];
  for (const { year, ...order } of await ordersWithPositions(db, rows, options)) {
    const last = years.at(-1);
    if (last?.year === year) last.orders.push(order);
    else years.push({ year, orders: [order] });
  }
  return { years, count };
}

/** GET /api/customer/orders/{year}?size: the orders placed in `year`, newest first. */
export async function customerOrdersOfYear(
  db: Queryable,
  customerId: number,
  year: number,
  size: number,
  options: OrderViewOptions,
): Promise<CustomerOrder[]> {
  requireCustomer(customerId);
  const rows = await db.query<OrderRow>(
    `${ORDER_SELECT} where o.customer_id = $1 and ${ORDER_YEAR} = $2 order by o.placed_at desc, o.id desc limit $3`,
    [customerId, year, size],
  );
  return (await ordersWithPositions(db, rows, options)).map(({ year: _year, ...order }) => order);
}

/** GET /api/order/position/{id}: one position of the customer's orders; another customer's answers 404. */
export async function customerPosition(
  db: Queryable,
  customerId: number,
  positionId: number,
  options: OrderViewOptions,
): Promise<CustomerOrderPosition> {
  requireCustomer(customerId);
  const [row] = await db.query<PositionRow>(
    `select ${POSITION_COLUMNS} from ${POSITION_FROM}
      where p.id = $1 and o.customer_id = $2`,
    [positionId, customerId],
  );
  if (!row) throw notFound(`Order position ${positionId}`);
  return (await withDistanceLearning(db, await withParticipants(db, [toPosition(row)], options)))[0]!;
}

/**
 * Course positions with their seats' participants (issue 25 §1) and the day naming them closes (the
 * page offers to name or replace people before it); the buyer sees every seat of the own order.
 */
async function withParticipants(
  db: Queryable,
  positions: CustomerOrderPosition[],
  options: OrderViewOptions,
): Promise<CustomerOrderPosition[]> {
  const seats = await seatsOfCourses(db, positions, options.namingClosesDaysBefore);
  return positions.map((position) => {
    const seated = seats.get(position.positionId);
    return seated ? { ...position, ...seated } : position;
  });
}

/** PATCH /api/order/position/{id}: the title the course's hours count toward (one of its scopes). */
export async function assignPositionScope(
  db: Queryable,
  customerId: number,
  positionId: number,
  body: PositionScopeRequest,
  options: OrderViewOptions,
): Promise<CustomerOrderPosition> {
  const position = await customerPosition(db, customerId, positionId, options);
  if (position.kind !== 'COURSE')
    throw new HttpError(422, 'INVALID_POSITION', 'A package position takes no scope', 'scopeId');
  if (!position.scopeIds.includes(body.scopeId)) {
    throw new HttpError(
      422,
      'SCOPE_NOT_OF_COURSE',
      `Scope ${body.scopeId} is not one of the course's scopes (${position.scopeIds.join(', ')})`,
      'scopeId',
    );
  }
  await db.query('update order_position set scope_id = $2 where id = $1', [positionId, body.scopeId]);
  return customerPosition(db, customerId, positionId, options);
}
