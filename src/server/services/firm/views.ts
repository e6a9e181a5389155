/**
 * What an office manager sees of the firm (a member gets 403 NOT_OFFICE_MANAGER on every call here;
 * an id of another firm's record answers 404 as if it did not exist):
 * - the bookings of every member: the dates they take part in, by their verified e-mail, whoever
 *   booked (the participant's own view, services/participants/ participantBookings, per member);
 *   Each booking links the member's certificate once it exists (GET /api/firm/certificates/{participantId});
 * - the members' certificates: a certificate is the participant's (services/certificates/participant.ts:
 *   only for a participant the organizer's staff marked present, in the participant's name), so the
 *   office manager reads the participant certificates of current members — exactly what the member
 *   reads as their own — and nobody else's (a seat of a non-member, a former member: 404);
 * - the firm's orders (placed by members while members, 025-firms.sql) with invoice downloads, which go
 *   through the buyer's own documents (services/invoice/), and each course position's seats with the
 *   days naming and substituting close (the office manager changes them: participants.ts);
 * - the § 15 FAO hours of every member per title in a year: exactly "Mein Status"
 *   (services/customer-area/ customerTrainingState), per member.
 */
import type { FirmBookings, FirmHours, FirmOrder, FirmOrderPosition, FirmOrders } from '../../../shared/firm.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { participantCertificate, type CertificateFile } from '../certificates/index.ts';
import { customerTrainingState, seatsOfCourses, type PositionSeats } from '../customer-area/index.ts';
import { invoicePdfFor } from '../invoice/index.ts';
import { participantBookings } from '../participants/index.ts';
import { FIRM_ORDER, requireOfficeManager } from './membership.ts';
import { currentMembers } from './members.ts';

/** The newest orders listed (the page shows a firm's recent business, not its archive). */
const FIRM_ORDERS_LIMIT = 200;

export async function firmBookings(db: Queryable, accountId: number, today: string): Promise<FirmBookings> {
  const firmId = await requireOfficeManager(db, accountId);
  const members = await currentMembers(db, firmId);
  const result: FirmBookings['members'] = [];
  for (const member of members) {
    // No address needed: a participant's personal access link is theirs alone, the office manager sees the booking.
    const { bookings } = await participantBookings(db, member.accountId, '', today);
    // The certificate goes through the firm's route: the member's own route answers only the member.
    // The modules' certificates stay the member's (the date's certificate covers every module).
    const forOffice = bookings.map((booking) => ({
      ...booking,
      accessLink: null,
      certificateUrl: booking.certificateUrl === null ? null : `/api/firm/certificates/${booking.participantId}`,
      modules: [],
    }));
    result.push({ accountId: member.accountId, firstName: member.firstName, lastName: member.lastName, bookings: forOffice });
  }
  return { members: result };
}

export async function firmHours(db: Queryable, accountId: number, year: number): Promise<FirmHours> {
  const firmId = await requireOfficeManager(db, accountId);
  const members = await currentMembers(db, firmId);
  const result: FirmHours['members'] = [];
  for (const member of members) {
    const state = await customerTrainingState(db, member.accountId, year);
    result.push({ accountId: member.accountId, firstName: member.firstName, lastName: member.lastName, state });
  }
  return { year, members: result };
}

type OrderRow = Omit<FirmOrder, 'buyer' | 'invoiceUrl' | 'positions'> & {
  accountId: number;
  firstName: string;
  lastName: string;
  invoiceId: number | null;
};
type PositionRow = Omit<FirmOrderPosition, 'participantNames' | keyof PositionSeats> & { orderId: number };

/** What the firm's orders view depends on besides the data (the customer area's OrderViewOptions). */
export interface FirmOrdersOptions {
  /** PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE (src/server/config-schema.ts). */
  namingClosesDaysBefore: number;
}

export async function firmOrders(db: Queryable, accountId: number, options: FirmOrdersOptions): Promise<FirmOrders> {
  const firmId = await requireOfficeManager(db, accountId);
  // participantsChangeable: the rule of PUT /api/firm/orders/…/participants (services/participants/later.ts).
  const rows = await db.query<OrderRow>(
    `select o.id::int as id, o.order_number as "orderNumber", o.status,
            to_char(o.placed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "placedAt", o.gross_cents as "grossValue",
            a.id::int as "accountId",
            -- A deleted account (028-account-deletion.sql) has no name any more: the order's buyer as ordered.
            coalesce(nullif(a.first_name, ''), o.buyer->>'firstName', '') as "firstName",
            coalesce(nullif(a.last_name, ''), o.buyer->>'lastName', '') as "lastName",
            i.id::int as "invoiceId", i.invoice_number as "invoiceNumber",
            exists (select 1 from firm_member buyer where buyer.firm_id = $1 and buyer.account_id = o.customer_id
                       and buyer.left_at is null and o.placed_at >= buyer.joined_at) as "participantsChangeable"
       from customer_order o join account a on a.id = o.customer_id left join invoice i on i.order_id = o.id and i.instalment_number is null
      where ${FIRM_ORDER('$1')}
      order by o.placed_at desc, o.id desc limit ${FIRM_ORDERS_LIMIT}`,
    [firmId],
  );
  const positions = rows.length === 0 ? [] : await db.query<PositionRow>(
    `select p.id::int as "positionId", p.order_id::int as "orderId", p.kind, p.name, p.schedule_start::text as "startDate",
            p.schedule_end::text as "endDate", p.seats,
            to_char(p.withdrawn_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "withdrawnAt"
       from order_position p
      where p.order_id = any($1::bigint[]) order by p.order_id, p.line_no`,
    [rows.map((row) => row.id)],
  );
  // The office manager sees who takes the seats of the firm's orders and until when they can be
  // changed, as the buyer does in "Meine Kurse" (the same reading).
  const seats = await seatsOfCourses(db, positions, options.namingClosesDaysBefore);
  const byOrder = new Map<number, FirmOrderPosition[]>();
  for (const { orderId, ...position } of positions) {
    const seated = seats.get(position.positionId);
    const participantNames = (seated?.participants ?? []).flatMap(({ participant }) =>
      participant ? [`${participant.firstName} ${participant.lastName}`] : [],
    );
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), { ...position, ...seated, participantNames }]);
  }
  return {
    orders: rows.map(({ accountId: buyerId, firstName, lastName, invoiceId, ...order }) => ({
      ...order,
      buyer: { accountId: buyerId, firstName, lastName },
      invoiceUrl: invoiceId === null ? null : `/api/firm/invoices/${invoiceId}`,
      positions: byOrder.get(order.id) ?? [],
    })),
  };
}

/** The buyer of a firm's order found by `where` (on `o` and `$2`); another firm's or none: 404. */
async function firmBuyer(db: Queryable, firmId: number, from: string, where: string, id: number, what: string): Promise<number> {
  const [row] = await db.query<{ buyerId: number }>(
    `select o.customer_id::int as "buyerId" from ${from} where ${where} and ${FIRM_ORDER('$1')}`,
    [firmId, id],
  );
  if (!row) throw notFound(what);
  return row.buyerId;
}

export async function firmInvoice(db: Queryable, accountId: number, invoiceId: number) {
  const firmId = await requireOfficeManager(db, accountId);
  const buyerId = await firmBuyer(db, firmId, 'invoice i join customer_order o on o.id = i.order_id', 'i.id = $2', invoiceId, `Invoice ${invoiceId}`);
  return invoicePdfFor(db, { customerId: buyerId }, invoiceId);
}

/**
 * The certificate of participant `participantId` when that seat is a current member's (named with the
 * member's verified e-mail, not replaced, seat not given back): the member's own participant
 * certificate, with its rules (409 NOT_ATTENDED until marked present). Anyone else's seat: 404.
 */
export async function firmCertificate(db: Queryable, accountId: number, participantId: number, today: string): Promise<CertificateFile> {
  const firmId = await requireOfficeManager(db, accountId);
  const [member] = await db.query<{ accountId: number }>(
    `select m.account_id::int as "accountId"
       from order_participant op
       join account acc on acc.email_verified_at is not null and lower(acc.email) = lower(op.email)
       join firm_member m on m.account_id = acc.id and m.firm_id = $1 and m.left_at is null
      where op.id = $2 and op.replaced_at is null and op.released_at is null`,
    [firmId, participantId],
  );
  if (!member) throw notFound(`Participant ${participantId}`);
  return participantCertificate(db, member.accountId, participantId, today);
}
