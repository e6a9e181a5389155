/**
 * Proof uploads through the real API: PDF, JPEG and PNG recognised by their content (a renamed
 * program is refused) and named with their type's extension, at most 10 MB (20 MB refused while
 * streaming, nothing stored), at most 10 per owner even when sent in parallel, readable by the
 * customer who ordered and the organizer staff of the specialist-lawyer course that asked for it only
 * (everyone else 404), the proof attached to the order when it is placed, guests' proofs by order
 * token, and deleting own proofs. Files go to a temporary directory, so what is left on disk shows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderSummary, UploadedFile } from '../../src/shared/order.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { Browser, signIn } from '../support/identity.ts';
import { bookable, type Bookable, newKey, type OrderApi, positionOf, startOrderApi } from '../support/order-api.ts';
import { customerOrder, guestOrder } from '../support/payment-flow.ts';

let api: OrderApi;
const uploadDir = mkdtempSync(join(tmpdir(), 'kursmarkt-uploads-'));
/** Dates of specialist-lawyer courses: their cart has the verification step, so the proof goes with the order. */
let proofDates: Bookable[];
let plainDates: Bookable[];

beforeAll(async () => {
  api = await startOrderApi({ UPLOAD_DIR: uploadDir });
  proofDates = await specialistLawyerDates();
  plainDates = await bookable(api);
}, 120_000);
afterAll(async () => {
  await api?.server.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** The files in the upload directory (finished and half-written ones alike). */
const filesOnDisk = () => readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

/** Bookable dates of specialist-lawyer courses (support/order-api.ts's bookable() leaves them out on purpose). */
async function specialistLawyerDates(): Promise<Bookable[]> {
  const rows = await api.q<{ course_id: number; schedule_id: number; level_id: number; price: number; organizer_id: number }>(
    `select distinct on (c.id) c.id as course_id, s.id as schedule_id, pl.id as level_id, pl.price_cents as price, c.organizer_id
       from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
      where c.kind = 'FACHANWALTSLEHRGANG' and c.course_type <> 'SELF' and s.start_date > current_date + 20 and s.booked < s.seats
      order by c.id, s.id, pl.position`,
  );
  return rows.map((row) => ({
    courseId: row.course_id, scheduleId: row.schedule_id, priceLevelId: row.level_id, priceCents: row.price, organizerId: row.organizer_id,
  }));
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3000), Buffer.from('\n%%EOF\n')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(1500)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), randomBytes(4000)]);

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
function multipart(bytes: Buffer, fileName: string, contentType: string, field = 'file') {
  const boundary = `----kursmarkt${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (auth: { token?: string; orderToken?: string }, bytes: Buffer, fileName: string, contentType = 'application/pdf', url?: string) =>
  api.call({ method: 'POST', url: url ?? (auth.orderToken ? '/api/guest-order/file-upload' : '/api/order/file-upload'), ...auth, ...multipart(bytes, fileName, contentType) });

const storedUploads = async () => (await api.q<{ n: number }>('select count(*)::int as n from upload'))[0]!.n;

async function staff(organizerId: number) {
  const email = `staff.${randomBytes(4).toString('hex')}@example.org`;
  const password = 'Veranstalter-Test-2026';
  await createAccount(api.server.database.db, { email, password, firstName: 'Vera', lastName: 'Staff', roles: ['organizer_staff'], organizerId });
  return (await signIn(new Browser(api.server.app), { email, password })).access_token;
}

/** A new customer uploads a PDF proof and orders `dates` (invoice); answers the order and the proof. */
async function orderWithProof(dates: Bookable[]) {
  const customer = await api.customer();
  const file = (await upload(customer, PDF, 'zulassung.pdf')).json<UploadedFile>();
  for (const date of dates) {
    const added = await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(date) });
    expect(added.statusCode, added.body).toBe(200);
  }
  await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } });
  const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<OrderSummary>();
  const placed = await api.call({
    method: 'PUT', url: '/api/order', token: customer.token, key: newKey(),
    payload: {
      acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue,
      ...(summary.earlyStartRequestRequired ? { earlyStartRequested: true } : {}),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<Order>();
  expect(order.proofs.map((proof) => proof.id)).toEqual([file.id]);
  return { customer, order, file };
}

describe('POST /api/order/file-upload', () => {
  it('accepts a PNG, a PDF and a JPEG by their content and answers what was stored', async () => {
    const { token } = await api.customer();
    const png = await upload({ token }, PNG, 'zulassung.png', 'image/png');
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json<UploadedFile>()).toMatchObject({ fileName: 'zulassung.png', contentType: 'image/png', sizeBytes: PNG.length });
    // The client's Content-Type is not believed: the bytes decide.
    expect((await upload({ token }, PDF, 'urkunde.pdf', 'application/octet-stream')).json<UploadedFile>().contentType).toBe('application/pdf');
    expect((await upload({ token }, JPEG, 'foto.jpg', 'image/png')).json<UploadedFile>().contentType).toBe('image/jpeg');
    const [row] = await api.q<{ sha256: string }>('select sha256 from upload where id = $1', [png.json<UploadedFile>().id]);
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a program renamed to .pdf (415 UPLOAD_TYPE_REFUSED) and stores nothing', async () => {
    const { token } = await api.customer();
    const before = await storedUploads();
    const filesBefore = filesOnDisk();
    const answer = await upload({ token }, EXE, 'zulassung.pdf', 'application/pdf');
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ code: 'UPLOAD_TYPE_REFUSED', field: 'file' });
    expect((await upload({ token }, Buffer.alloc(0), 'leer.pdf')).statusCode).toBe(415);
    expect(await storedUploads()).toBe(before);
    expect(filesOnDisk()).toBe(filesBefore);
  });

  it('refuses a 20 MB file (413 UPLOAD_TOO_LARGE) and stores nothing; 10 MB exactly is accepted', async () => {
    const { token } = await api.customer();
    const before = await storedUploads();
    const big = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(20 * 1024 * 1024 - 9, 0x20)]);
    const answer = await upload({ token }, big, 'gross.pdf');
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    expect(await storedUploads()).toBe(before);
    const limit = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(10 * 1024 * 1024 - 9, 0x20)]);
    expect((await upload({ token }, limit, 'genau.pdf')).statusCode).toBe(200);
  }, 60_000);

  it('needs a login and a multipart body with the field "file"', async () => {
    expect((await upload({}, PNG, 'a.png', 'image/png')).statusCode).toBe(401);
    const { token } = await api.customer();
    const wrongField = await api.call({ method: 'POST', url: '/api/order/file-upload', token, ...multipart(PNG, 'a.png', 'image/png', 'other') });
    expect(wrongField.statusCode).toBe(400);
    const json = await api.call({ method: 'POST', url: '/api/order/file-upload', token, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('deletes an own proof not yet ordered; another customer\'s id answers 404 and deletes nothing', async () => {
    const mine = await api.customer();
    const other = await api.customer();
    const file = (await upload(mine, PNG, 'a.png', 'image/png')).json<UploadedFile>();
    expect((await api.call({ method: 'DELETE', url: `/api/order/file-upload/${file.id}`, token: other.token })).statusCode).toBe(404);
    expect((await api.call({ method: 'DELETE', url: `/api/order/file-upload/${file.id}`, token: mine.token })).statusCode).toBe(204);
    expect((await api.call({ method: 'DELETE', url: `/api/order/file-upload/${file.id}`, token: mine.token })).statusCode).toBe(404);
  });
});

describe('the limit of 10 proofs per owner', () => {
  /** Sends 30 uploads at once and checks: exactly 10 stored (rows and files), the other 20 a clear 409. */
  async function race(send: (index: number) => Promise<{ statusCode: number; json: () => unknown }>, countRows: () => Promise<number>) {
    const filesBefore = filesOnDisk();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => send(index)));
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'TOO_MANY_UPLOADS', field: 'file', message: expect.stringContaining('10') });
    }
    expect(await countRows()).toBe(10);
    // A refused file's bytes were received before the limit said no: none of them stays on disk.
    expect(filesOnDisk()).toBe(filesBefore + 10);
  }

  it('holds for 30 parallel uploads of one customer: 10 accepted, 20 answered 409, no file left behind', async () => {
    const customer = await api.customer();
    await race(
      (index) => upload(customer, PDF, `nachweis-${index}.pdf`),
      async () => (await api.q<{ n: number }>('select count(*)::int as n from upload where customer_id = $1', [customer.id]))[0]!.n,
    );
    // One more afterwards is refused too.
    expect((await upload(customer, PNG, 'elf.png', 'image/png')).statusCode).toBe(409);
  }, 60_000);

  it('holds for 30 parallel uploads to one guest order', async () => {
    const { orderToken, order } = await guestOrder(api, [plainDates[3]!], { paymentMethod: 'CREDIT_CARD' });
    await race(
      (index) => upload({ orderToken }, JPEG, `foto-${index}.jpg`, 'image/jpeg'),
      async () => (await api.q<{ n: number }>('select count(*)::int as n from upload where order_id = $1', [order.id]))[0]!.n,
    );
  }, 60_000);
});

describe('the name a proof is kept and offered under', () => {
  it('takes the extension of the detected type, not the client\'s: a PDF sent as poly.html is poly.pdf', async () => {
    const { orderToken, order } = await guestOrder(api, [plainDates[4]!], { paymentMethod: 'CREDIT_CARD' });
    const cases = [
      { bytes: PDF, sent: 'poly.html', type: 'application/pdf', kept: 'poly.pdf' },
      { bytes: PNG, sent: 'bild.svg', type: 'image/png', kept: 'bild.png' },
      { bytes: JPEG, sent: 'foto.htm', type: 'image/jpeg', kept: 'foto.jpg' },
      { bytes: JPEG, sent: 'scan.JPEG', type: 'image/jpeg', kept: 'scan.JPEG' },
      { bytes: PDF, sent: 'ohne-endung', type: 'application/pdf', kept: 'ohne-endung.pdf' },
      { bytes: PNG, sent: 'zulassung.pdf', type: 'image/png', kept: 'zulassung.png' },
    ];
    for (const { bytes, sent, type, kept } of cases) {
      const answer = await upload({ orderToken }, bytes, sent, 'text/html');
      expect(answer.statusCode, answer.body).toBe(200);
      const file = answer.json<UploadedFile>();
      expect(file).toMatchObject({ fileName: kept, contentType: type });
      const [row] = await api.q<{ file_name: string }>('select file_name from upload where id = $1', [file.id]);
      expect(row!.file_name).toBe(kept);
      const download = await api.call({ method: 'GET', url: `/api/guest-order/position/${order.lines[0]!.positionId}/document/${file.id}`, orderToken });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(type);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${kept}"; filename*=UTF-8''${kept}`);
    }
  }, 60_000);
});

describe('reading a proof', () => {
  it('goes with the order; the customer and the course\'s organizer staff read it, anyone else gets 404', async () => {
    const date = proofDates[0]!;
    const customer = await api.customer();
    const file = (await upload(customer, PDF, 'zulassung.pdf')).json<UploadedFile>();
    // The order of a specialist-lawyer course takes the customer's proofs along.
    const position = { courseId: date.courseId, scheduleId: date.scheduleId, priceLevelId: date.priceLevelId };
    expect((await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: position })).statusCode).toBe(200);
    await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } });
    const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<{ totals: { grossValue: number } }>();
    const placed = await api.call({
      method: 'PUT', url: '/api/order', token: customer.token, key: randomBytes(18).toString('base64url'),
      payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ id: number; proofs: UploadedFile[]; lines: { positionId: number }[] }>();
    expect(order.proofs.map((proof) => proof.id)).toEqual([file.id]);
    const url = `/api/order/position/${order.lines[0]!.positionId}/document/${file.id}`;

    const own = await api.call({ method: 'GET', url, token: customer.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('zulassung.pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);

    expect((await api.call({ method: 'GET', url, token: await staff(date.organizerId) })).statusCode).toBe(200);
    const otherOrganizer = plainDates.find((d) => d.organizerId !== date.organizerId)!.organizerId;
    expect((await api.call({ method: 'GET', url, token: await staff(otherOrganizer) })).statusCode).toBe(404);
    const stranger = await api.customer();
    const foreign = await api.call({ method: 'GET', url, token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await api.call({ method: 'GET', url: `/api/guest-order/position/${order.lines[0]!.positionId}/document/${file.id}`, orderToken: 'C'.repeat(43) })).statusCode).toBe(404);
    // A customer's own upload under someone else's position is not readable either.
    const strangerOrder = await customerOrder(api, [plainDates[0]!], { paymentMethod: 'INVOICE' });
    const crossed = `/api/order/position/${strangerOrder.order.lines[0]!.positionId}/document/${file.id}`;
    expect((await api.call({ method: 'GET', url: crossed, token: strangerOrder.customer.token })).statusCode).toBe(404);
    expect((await api.call({ method: 'GET', url: crossed, token: customer.token })).statusCode).toBe(404);
  }, 60_000);

  it('organizer staff read it only through their own position that asked for it, never through an ordinary course in the same order', async () => {
    // One order: organizer A's ordinary course and organizer B's specialist-lawyer course (which asked for the proof).
    const specialist = proofDates[1]!;
    const ordinary = plainDates.find((d) => d.organizerId !== specialist.organizerId)!;
    const { order, file } = await orderWithProof([ordinary, specialist]);
    const positionOfDate = (date: Bookable) =>
      order.lines.find((line) => line.courseId === date.courseId && line.scheduleId === date.scheduleId)!.positionId;
    const url = (positionId: number) => `/api/order/position/${positionId}/document/${file.id}`;
    const staffA = await staff(ordinary.organizerId);
    const staffB = await staff(specialist.organizerId);

    const own = await api.call({ method: 'GET', url: url(positionOfDate(specialist)), token: staffB });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    // Organizer A's staff: not through their own ordinary position, not through B's position.
    for (const positionId of [positionOfDate(ordinary), positionOfDate(specialist)]) {
      const answer = await api.call({ method: 'GET', url: url(positionId), token: staffA });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // B's staff only through B's position, not through A's.
    expect((await api.call({ method: 'GET', url: url(positionOfDate(ordinary)), token: staffB })).statusCode).toBe(404);
  }, 60_000);

  it('two organizers whose specialist-lawyer courses both asked for the proof both read it', async () => {
    const first = proofDates[2]!;
    const second = proofDates.find((d) => d.organizerId !== first.organizerId)!;
    const { order, file } = await orderWithProof([first, second]);
    for (const date of [first, second]) {
      const positionId = order.lines.find((line) => line.courseId === date.courseId)!.positionId;
      const answer = await api.call({ method: 'GET', url: `/api/order/position/${positionId}/document/${file.id}`, token: await staff(date.organizerId) });
      expect(answer.statusCode).toBe(200);
    }
  }, 60_000);

  it('a guest uploads for the placed order of its token and reads it back with that token only', async () => {
    const { orderToken, order } = await guestOrder(api, [plainDates[1]!], { paymentMethod: 'CREDIT_CARD' });
    const answer = await upload({ orderToken }, PNG, 'nachweis.png', 'image/png');
    expect(answer.statusCode, answer.body).toBe(200);
    const file = answer.json<UploadedFile>();
    const url = `/api/guest-order/position/${order.lines[0]!.positionId}/document/${file.id}`;
    const own = await api.call({ method: 'GET', url, orderToken });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect((await api.call({ method: 'GET', url, orderToken: 'D'.repeat(43) })).statusCode).toBe(404);
    const other = await guestOrder(api, [plainDates[2]!], { paymentMethod: 'CREDIT_CARD' });
    expect((await api.call({ method: 'GET', url, orderToken: other.orderToken })).statusCode).toBe(404);
    expect((await upload({ orderToken: 'E'.repeat(43) }, PNG, 'x.png', 'image/png')).statusCode).toBe(404);
  }, 60_000);
});
