/**
 * The cart API (issue 5) through app.inject against a seeded database: guest pricing, the server
 * cart of customers and guest tokens, package credits, vouchers, the check step's merge, HEAD count,
 * payment methods, authorization between customers, expired tokens and the voucher rate limit.
 * Expected prices are read from the catalogue tables here, independently of the cart services.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart, CartPosition, CartPricingRequest, CartValidation } from '../../src/shared/cart.ts';
import { build } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { catalogueToday } from '../../src/server/services/catalogue.ts';
import { createTestDatabase } from '../support/test-database.ts';
import type { TestServer } from '../support/test-server.ts';
import { Browser, DEMO_CUSTOMER, signIn } from '../support/identity.ts';

/**
 * The catalogue is seeded relative to the real today (the cart reads today from the clock, and on
 * PostgreSQL the identity provider's records expire by the database's clock, so the clock is not faked).
 */
const TODAY = catalogueToday();
const SECOND = {
  email: 'zweite.kundin@kursmarkt.example',
  password: 'Zweite-Kundin-2026',
  firstName: 'Zora',
  lastName: 'Zweite',
};

let server: TestServer;
let customer: string;
let second: string;
let secondId: number;
let clientNumber = 0;

interface Bookable {
  courseId: number;
  scheduleId: number;
  priceLevelId: number;
  priceCents: number;
  otherLevelId: number | null;
}

const q = <Row>(text: string, params: unknown[] = []) => server.database.db.query<Row>(text, params as never[]);

/** A request from its own client address (rate limits count per client; the test speaks through a trusted proxy on loopback), optionally with a bearer token. */
async function call(options: InjectOptions & { token?: string; guest?: string; client?: string }) {
  const { token, guest, client, ...rest } = options;
  clientNumber += 1;
  return server.app.inject({
    ...rest,
    headers: {
      'x-forwarded-for': client ?? `10.1.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(guest ? { 'x-auth': guest } : {}),
      ...(rest.headers ?? {}),
    },
  });
}

const cartOf = async (response: Awaited<ReturnType<typeof call>>): Promise<Cart> => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Cart>();
};

/** Bookable dates (not past, seats left) of non-self-study courses, with their price levels. */
async function bookable(where = 'true', params: unknown[] = []): Promise<Bookable[]> {
  const rows = await q<{ course_id: number; schedule_id: number; level_ids: number[]; prices: number[] }>(
    `select c.id as course_id, s.id as schedule_id,
            array_agg(pl.id order by pl.position) as level_ids, array_agg(pl.price_cents order by pl.position) as prices
       from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
      where c.course_type <> 'SELF' and s.start_date > $1::date and s.booked < s.seats and ${where}
      group by c.id, s.id order by c.id, s.id`,
    [TODAY, ...params],
  );
  return rows.map((row) => ({
    courseId: row.course_id,
    scheduleId: row.schedule_id,
    priceLevelId: row.level_ids[0]!,
    priceCents: row.prices[0]!,
    otherLevelId: row.level_ids[1] ?? null,
  }));
}

const levelPrice = async (id: number) =>
  (await q<{ price_cents: number }>('select price_cents from price_level where id = $1', [id]))[0]!.price_cents;
const courseInput = (b: Bookable, extra: Record<string, unknown> = {}) => ({
  courseId: b.courseId,
  scheduleId: b.scheduleId,
  priceLevelId: b.priceLevelId,
  ...extra,
});
const emptyCustomerCart = async (token: string) => {
  const cart = await cartOf(await call({ method: 'GET', url: '/api/cart', token }));
  for (const position of cart.positions) await call({ method: 'DELETE', url: `/api/cart/${position.id}`, token });
  for (const code of cart.voucherCodes) await call({ method: 'DELETE', url: `/api/cart/voucher/${code}`, token });
};

beforeAll(async () => {
  const database = await createTestDatabase({ courses: 120, today: TODAY });
  const settings = {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' }),
    voucherRateLimit: { max: 5, timeWindow: '1 minute' },
    cartPricingRateLimit: { max: 3, timeWindow: '1 minute' },
    trustProxy: ['127.0.0.1'],
  };
  const app = await build({ db: database.db, settings, logger: false });
  await app.ready();
  server = {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
  customer = (await signIn(new Browser(server.app), DEMO_CUSTOMER)).access_token;
  const account = await createAccount(server.database.db, SECOND);
  secondId = account!.id;
  second = (await signIn(new Browser(server.app), SECOND)).access_token;
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/cart (guest pricing)', () => {
  it('prices positions from the catalogue, without position ids', async () => {
    const [a, b] = await bookable();
    const cart = await cartOf(
      await call({
        method: 'POST',
        url: '/api/cart',
        payload: { positions: [courseInput(a!), courseInput(b!)], voucherCodes: [] },
      }),
    );
    expect(cart.positions.map((position) => position.priceValue)).toEqual([
      await levelPrice(a!.priceLevelId),
      await levelPrice(b!.priceLevelId),
    ]);
    expect(cart.positions.every((position) => position.id === undefined)).toBe(true);
    expect(cart.sumValue).toBe((await levelPrice(a!.priceLevelId)) + (await levelPrice(b!.priceLevelId)));
    expect(cart.paymentStep).toBe(true);
  });

  it('refuses a client-sent price with 400 naming the field', async () => {
    const [a] = await bookable();
    const response = await call({
      method: 'POST',
      url: '/api/cart',
      payload: { positions: [courseInput(a!, { priceValue: 1 })], voucherCodes: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'positions.0.priceValue' });
    const sum = await call({
      method: 'POST',
      url: '/api/cart',
      payload: { positions: [], voucherCodes: [], sumValue: 0 },
    });
    expect(sum.statusCode).toBe(400);
  });

  it("accepts and ignores the local cart's nested course facts", async () => {
    const [a] = await bookable();
    const cart = await cartOf(
      await call({
        method: 'POST',
        url: '/api/cart',
        payload: {
          positions: [
            courseInput(a!, {
              course: {
                id: a!.courseId,
                durationValue: 999,
                type: 'EDUCATION',
                organizer: { id: 1 },
                professionalScopes: [],
              },
            }),
          ],
          voucherCodes: [],
        },
      }),
    );
    expect(cart.positions[0]!.durationValue).not.toBe(999);
  });

  it('reports unbookable local positions in droppedPositions', async () => {
    const [a] = await bookable();
    const cart = await cartOf(
      await call({
        method: 'POST',
        url: '/api/cart',
        payload: {
          positions: [courseInput(a!), { courseId: 9_999_999, scheduleId: 1, priceLevelId: 1 }],
          voucherCodes: [],
        },
      }),
    );
    expect(cart.positions).toHaveLength(1);
    expect(cart.droppedPositions).toEqual([expect.objectContaining({ reason: 'COURSE_UNKNOWN' })]);
  });

  it('answers 422 naming the field for a course without a date', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/cart',
      payload: { positions: [{ courseId: 1, priceLevelId: 1 }], voucherCodes: [] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INVALID_POSITION', field: 'positions.0.scheduleId' });
  });

  it('refuses too many positions and too long codes (400)', async () => {
    const [a] = await bookable();
    const many = await call({
      method: 'POST',
      url: '/api/cart',
      payload: { positions: Array.from({ length: 51 }, () => courseInput(a!)), voucherCodes: [] },
    });
    expect(many.statusCode).toBe(400);
    const long = await call({
      method: 'POST',
      url: '/api/cart',
      payload: { positions: [], voucherCodes: ['X'.repeat(41)] },
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('the server cart', () => {
  it('guests without a token see an empty cart and cannot write (401)', async () => {
    expect(await cartOf(await call({ method: 'GET', url: '/api/cart' }))).toMatchObject({ positions: [], sumValue: 0 });
    const [a] = await bookable();
    const response = await call({ method: 'PUT', url: '/api/cart', payload: courseInput(a!) });
    expect(response.statusCode).toBe(401);
  });

  it('adds a position; the same date again updates its price level instead of duplicating', async () => {
    await emptyCustomerCart(customer);
    const withTwoLevels = (await bookable()).find((b) => b.otherLevelId !== null)!;
    let cart = await cartOf(
      await call({ method: 'PUT', url: '/api/cart', token: customer, payload: courseInput(withTwoLevels) }),
    );
    expect(cart.positions).toHaveLength(1);
    expect(cart.positions[0]!.id).toEqual(expect.any(Number));
    cart = await cartOf(
      await call({
        method: 'PUT',
        url: '/api/cart',
        token: customer,
        payload: courseInput(withTwoLevels, { priceLevelId: withTwoLevels.otherLevelId }),
      }),
    );
    expect(cart.positions).toHaveLength(1);
    expect(cart.positions[0]).toMatchObject({
      priceLevelId: withTwoLevels.otherLevelId,
      priceValue: await levelPrice(withTwoLevels.otherLevelId!),
    });
    const stored = await q<{ n: number }>(
      `select count(*)::int as n from cart_position p join cart c on c.id = p.cart_id where c.customer_id = $1`,
      [Number(JSON.parse(Buffer.from(customer.split('.')[1]!, 'base64url').toString()).customer_id)],
    );
    expect(stored[0]!.n).toBe(1);
    expect(await cartOf(await call({ method: 'GET', url: '/api/cart/customer', token: customer }))).toEqual(cart);
  });

  it('HEAD /api/cart gives the item count as Content-Length', async () => {
    const response = await call({ method: 'HEAD', url: '/api/cart', token: customer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('1');
    expect(response.body).toBe('');
    expect((await call({ method: 'HEAD', url: '/api/cart' })).headers['content-length']).toBe('0');
  });

  it('refuses unbookable positions with a code naming the reason, writing nothing', async () => {
    const dates = await bookable();
    const a = dates[0];
    const b = dates.find((date) => date.courseId !== a!.courseId);
    const before = await cartOf(await call({ method: 'GET', url: '/api/cart', token: customer }));
    const [past] = await q<{ course_id: number; schedule_id: number; level_id: number }>(
      `select c.id as course_id, s.id as schedule_id, min(pl.id) as level_id from course c join course_schedule s on s.course_id = c.id
         join price_level pl on pl.schedule_id = s.id where c.course_type <> 'SELF' and s.start_date < $1::date group by c.id, s.id limit 1`,
      [TODAY],
    );
    const attempts: [Record<string, unknown>, number, string][] = [
      [
        { courseId: past!.course_id, scheduleId: past!.schedule_id, priceLevelId: past!.level_id },
        409,
        'SCHEDULE_PAST',
      ],
      [{ ...courseInput(a!), scheduleId: b!.scheduleId }, 422, 'SCHEDULE_UNKNOWN'],
      [{ ...courseInput(a!), priceLevelId: b!.priceLevelId }, 422, 'PRICE_LEVEL_UNKNOWN'],
      [{ ...courseInput(a!), courseId: 9_999_999 }, 422, 'COURSE_UNKNOWN'],
      [{ packageId: 9_999_999 }, 422, 'PACKAGE_UNKNOWN'],
    ];
    for (const [payload, status, code] of attempts) {
      const response = await call({ method: 'PUT', url: '/api/cart', token: customer, payload });
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toMatchObject({ code, field: expect.any(String), message: expect.any(String) });
    }
    await q('update course_schedule set booked = seats where id = $1', [b!.scheduleId]);
    try {
      const full = await call({ method: 'PUT', url: '/api/cart', token: customer, payload: courseInput(b!) });
      expect(full.statusCode).toBe(409);
      expect(full.json().code).toBe('FULLY_BOOKED');
    } finally {
      await q('update course_schedule set booked = 0 where id = $1', [b!.scheduleId]);
    }
    expect(await cartOf(await call({ method: 'GET', url: '/api/cart', token: customer }))).toEqual(before);
  });

  it('keeps a guest cart under an X-Auth token, and deletes it only with the same token', async () => {
    const guest = 'g'.repeat(20) + Math.random().toString(36).slice(2).padEnd(20, 'x');
    const [a] = await bookable();
    const cart = await cartOf(await call({ method: 'PUT', url: '/api/cart', guest, payload: courseInput(a!) }));
    expect(cart.positions).toHaveLength(1);
    expect((await cartOf(await call({ method: 'GET', url: '/api/cart', guest }))).positions).toHaveLength(1);
    expect((await call({ method: 'HEAD', url: '/api/cart', guest })).headers['content-length']).toBe('1');
    // Another guest token sees nothing and cannot delete it.
    const other = 'h'.repeat(40);
    expect((await cartOf(await call({ method: 'GET', url: '/api/cart', guest: other }))).positions).toEqual([]);
    expect((await call({ method: 'DELETE', url: `/api/cart/${cart.positions[0]!.id}`, guest: other })).statusCode).toBe(
      404,
    );
    expect((await call({ method: 'DELETE', url: `/api/cart/guest/${guest}`, guest: other })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/cart/guest/${guest}`, guest })).statusCode).toBe(204);
    expect((await cartOf(await call({ method: 'GET', url: '/api/cart', guest }))).positions).toEqual([]);
  });
});

describe('limits', () => {
  it('a full cart refuses a new position (422 CART_FULL) but still updates one it holds', async () => {
    const guest = 'f'.repeat(40);
    const dates = await bookable();
    await call({ method: 'PUT', url: '/api/cart', guest, payload: courseInput(dates[0]!) });
    const [cart] = await q<{ cart_id: number }>('select cart_id from cart_position order by id desc limit 1');
    await q(
      `insert into cart_position (cart_id, kind, course_id, schedule_id, price_level_id)
       select $1, 'COURSE', 1000000 + n, n, n from generate_series(1, 49) as n`,
      [cart!.cart_id],
    );
    const refused = await call({ method: 'PUT', url: '/api/cart', guest, payload: courseInput(dates[1]!) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'CART_FULL', field: 'positions' });
    expect((await call({ method: 'PUT', url: '/api/cart', guest, payload: courseInput(dates[0]!) })).statusCode).toBe(
      200,
    );
    expect((await call({ method: 'HEAD', url: '/api/cart', guest })).headers['content-length']).toBe('50');
    await call({ method: 'DELETE', url: `/api/cart/guest/${guest}`, guest });
  });
});

describe("another customer's cart", () => {
  it('cannot be read or changed: DELETE and PATCH of their position id answer 404', async () => {
    const [, , c] = await bookable();
    const theirs = await cartOf(
      await call({ method: 'PUT', url: '/api/cart', token: second, payload: courseInput(c!) }),
    );
    const id = theirs.positions[0]!.id!;
    const mine = await cartOf(await call({ method: 'GET', url: '/api/cart', token: customer }));
    expect(mine.positions.some((position) => position.id === id)).toBe(false);
    const [scope] = await q<{ scope_id: number; category_id: number }>(
      'select cs.scope_id, sp.category_id from course_scope cs join scope sp on sp.id = cs.scope_id where cs.course_id = $1 and sp.category_id is not null limit 1',
      [c!.courseId],
    );
    for (const request of [
      { method: 'DELETE' as const, url: `/api/cart/${id}` },
      { method: 'DELETE' as const, url: `/api/cart/${id}/package` },
      {
        method: 'PATCH' as const,
        url: `/api/order/cart/${id}`,
        payload: { scopeId: scope!.scope_id, categoryId: scope!.category_id },
      },
    ]) {
      const response = await call({ ...request, token: customer });
      expect(response.statusCode, request.url).toBe(404);
    }
    expect(await cartOf(await call({ method: 'GET', url: '/api/cart', token: second }))).toEqual(theirs);
    const [row] = await q<{ customer_id: string | number }>(
      'select c.customer_id from cart_position p join cart c on c.id = p.cart_id where p.id = $1',
      [id],
    );
    expect(Number(row!.customer_id)).toBe(secondId);
  });

  it('PATCH /api/order/cart/{id} sets scope and category of my position; a foreign scope is 422', async () => {
    const theirs = await cartOf(await call({ method: 'GET', url: '/api/cart', token: second }));
    const position = theirs.positions[0]!;
    const [scope] = await q<{ id: number; category_id: number }>('select id, category_id from scope where id = $1', [
      position.scopeIds[0],
    ]);
    const cart = await cartOf(
      await call({
        method: 'PATCH',
        url: `/api/order/cart/${position.id}`,
        token: second,
        payload: { scopeId: scope!.id, categoryId: scope!.category_id ?? 1 },
      }),
    );
    expect(cart.positions[0]).toMatchObject({ scopeId: scope!.id });
    const [foreign] = await q<{ id: number }>('select id from scope where not (id = any($1::int[])) limit 1', [
      position.scopeIds,
    ]);
    const response = await call({
      method: 'PATCH',
      url: `/api/order/cart/${position.id}`,
      token: second,
      payload: { scopeId: foreign!.id, categoryId: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'SCOPE_NOT_OF_COURSE', field: 'scopeId' });
  });
});

describe('401', () => {
  it('an expired access token is refused', async () => {
    // Access tokens live at most 5 minutes: an hour later this one has expired.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * 60 * 1000 });
    try {
      const response = await call({ method: 'GET', url: '/api/cart/customer', token: customer });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(/expired/) });
      expect((await call({ method: 'GET', url: '/api/cart', token: customer })).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the customer calls need a login', async () => {
    expect((await call({ method: 'GET', url: '/api/cart/customer' })).statusCode).toBe(401);
    expect(
      (await call({ method: 'PUT', url: '/api/order/validate-cart', payload: { positions: [], voucherCodes: [] } }))
        .statusCode,
    ).toBe(401);
  });
});

interface PackageFixture {
  packageId: number;
  priceCents: number;
  credits: number;
  courses: (Bookable & { duration: number })[];
}

/** A package and bookable courses its credits can pay (same organizer and type, a shared scope). */
async function packageFixture(): Promise<PackageFixture> {
  const rows = await q<{
    package_id: number;
    price_cents: number;
    credit_value: number;
    course_id: number;
    duration: number;
  }>(
    `select p.id as package_id, p.price_cents, p.credit_value, c.id as course_id, c.duration_value::float8 as duration
       from package p join course c on c.organizer_id = p.organizer_id and c.type = p.educational_type
      where exists (select 1 from course_scope cs join package_scope ps on ps.scope_id = cs.scope_id where cs.course_id = c.id and ps.package_id = p.id)
        and c.duration_value <= p.credit_value
      order by p.id, c.id`,
  );
  const byPackage = new Map<number, typeof rows>();
  for (const row of rows) byPackage.set(row.package_id, [...(byPackage.get(row.package_id) ?? []), row]);
  for (const [packageId, courses] of byPackage) {
    const dated: (Bookable & { duration: number })[] = [];
    for (const course of courses) {
      const [date] = await bookable('c.id = $2', [course.course_id]);
      if (date) dated.push({ ...date, duration: course.duration });
    }
    if (dated.length >= 2)
      return { packageId, priceCents: courses[0]!.price_cents, credits: courses[0]!.credit_value, courses: dated };
  }
  throw new Error('no package with two bookable courses in the seed');
}

describe('package credits', () => {
  it('an included course is free and reduces the credits; insufficient credits leave it paid; removing the package restores', async () => {
    const fixture = await packageFixture();
    const [first, next] = fixture.courses;
    // Exactly enough credits for the first course: the second one cannot be covered any more.
    await q('update package set credit_value = $2 where id = $1', [fixture.packageId, Math.ceil(first!.duration)]);
    try {
      await emptyCustomerCart(customer);
      await call({ method: 'PUT', url: '/api/cart', token: customer, payload: { packageId: fixture.packageId } });
      // Same package twice: one position.
      await call({ method: 'PUT', url: '/api/cart', token: customer, payload: { packageId: fixture.packageId } });
      await call({
        method: 'PUT',
        url: '/api/cart',
        token: customer,
        payload: courseInput(first!, { packageIncluded: true, packageId: fixture.packageId }),
      });
      let cart = await cartOf(
        await call({
          method: 'PUT',
          url: '/api/cart',
          token: customer,
          payload: courseInput(next!, { packageIncluded: true, packageId: fixture.packageId }),
        }),
      );
      const find = (c: Cart, courseId: number) => c.positions.find((position) => position.courseId === courseId)!;
      const pack = cart.positions.find((position) => position.kind === 'PACKAGE')!;
      expect(cart.positions.filter((position) => position.kind === 'PACKAGE')).toHaveLength(1);
      expect(pack.priceValue).toBe(fixture.priceCents);
      expect(find(cart, first!.courseId)).toMatchObject({
        packageIncluded: true,
        discountPriceValue: 0,
        priceValue: await levelPrice(first!.priceLevelId),
      });
      expect(pack.remainingCredits).toBeCloseTo(Math.ceil(first!.duration) - first!.duration, 5);
      expect(find(cart, next!.courseId)).toMatchObject({
        packageIncluded: false,
        packageId: null,
        discountPriceValue: await levelPrice(next!.priceLevelId),
      });
      expect(cart.sumValue).toBe(fixture.priceCents + (await levelPrice(next!.priceLevelId)));

      // The first course stops using the package: the second one now fits.
      cart = await cartOf(
        await call({ method: 'DELETE', url: `/api/cart/${find(cart, first!.courseId).id}/package`, token: customer }),
      );
      expect(find(cart, first!.courseId)).toMatchObject({
        packageIncluded: false,
        discountPriceValue: await levelPrice(first!.priceLevelId),
      });

      // Removing the package turns its courses back into paid courses.
      await call({
        method: 'PUT',
        url: '/api/cart',
        token: customer,
        payload: courseInput(first!, { packageIncluded: true, packageId: fixture.packageId }),
      });
      cart = await cartOf(await call({ method: 'DELETE', url: `/api/cart/${pack.id}`, token: customer }));
      expect(
        cart.positions.every(
          (position) =>
            position.kind === 'COURSE' &&
            !position.packageIncluded &&
            position.discountPriceValue === position.priceValue,
        ),
      ).toBe(true);
      const stored = await q<{ n: number }>('select count(*)::int as n from cart_position where package_included');
      expect(stored[0]!.n).toBe(0);
    } finally {
      await q('update package set credit_value = $2 where id = $1', [fixture.packageId, fixture.credits]);
    }
  });
});

describe('vouchers', () => {
  const guestPrice = async (positions: unknown[], voucherCodes: string[]) =>
    cartOf(await call({ method: 'POST', url: '/api/cart', payload: { positions, voucherCodes } }));

  it('percent and absolute vouchers reduce paid positions; the first applicable code wins per position', async () => {
    const [a, b] = await bookable('pl.price_cents >= 10000');
    const pa = await levelPrice(a!.priceLevelId);
    const pb = await levelPrice(b!.priceLevelId);
    let cart = await guestPrice([courseInput(a!), courseInput(b!)], ['willkommen10', 'WILLKOMMEN10']);
    expect(cart.voucherCodes).toEqual(['WILLKOMMEN10']);
    expect(cart.positions.map((position) => position.discountPriceValue)).toEqual([
      pa - Math.round(pa * 0.1),
      pb - Math.round(pb * 0.1),
    ]);
    expect(cart.cartVoucher).toEqual({ voucherCode: 'WILLKOMMEN10', voucherValue: 10, voucherValueType: 'PERCENT' });

    cart = await guestPrice([courseInput(a!), courseInput(b!)], ['FRUEHBUCHER50', 'WILLKOMMEN10']);
    expect(cart.sumValue).toBe(pa + pb - 5000);
    expect(cart.positions.every((position) => position.voucher?.voucherCode === 'FRUEHBUCHER50')).toBe(true);
    expect(cart.unusedVoucher).toEqual(['WILLKOMMEN10']);
  });

  it('an absolute voucher never takes a position below 0', async () => {
    const [cheap] = await bookable('pl.price_cents < 5000 and pl.price_cents > 0');
    if (!cheap) return;
    const cart = await guestPrice([courseInput(cheap)], ['FRUEHBUCHER50']);
    expect(cart.sumValue).toBe(0);
    expect(cart.paymentStep).toBe(false);
  });

  it('expired, unknown, not yet valid and used-up codes are rejected, to guests without the reason', async () => {
    const [a] = await bookable();
    const cart = await guestPrice([courseInput(a!)], ['ABGELAUFEN', 'GIBTESNICHT', 'DEMNAECHST', 'VERBRAUCHT']);
    // A guest hears only "not redeemable": guessing codes reveals nothing about which exist.
    expect(cart.rejectedVoucher).toEqual(
      ['ABGELAUFEN', 'GIBTESNICHT', 'DEMNAECHST', 'VERBRAUCHT'].map((code) => ({ code, reason: 'NOT_REDEEMABLE' })),
    );
    expect(cart.sumValue).toBe(await levelPrice(a!.priceLevelId));
  });

  it('a scope voucher applies only to courses of its scope, else it is unused', async () => {
    const inScope = await bookable(
      `exists (select 1 from course_scope cs join scope sp on sp.id = cs.scope_id where cs.course_id = c.id and sp.slug = 'arbeitsrecht')`,
    );
    const outOfScope = await bookable(
      `not exists (select 1 from course_scope cs join scope sp on sp.id = cs.scope_id where cs.course_id = c.id and sp.slug = 'arbeitsrecht')`,
    );
    const a = inScope[0]!;
    const b = outOfScope[0]!;
    let cart = await guestPrice([courseInput(a), courseInput(b)], ['ARBEITSRECHT15']);
    const pa = await levelPrice(a.priceLevelId);
    expect(cart.positions[0]).toMatchObject({
      discountPriceValue: pa - Math.round(pa * 0.15),
      voucher: { voucherCode: 'ARBEITSRECHT15' },
    });
    expect(cart.positions[1]).toMatchObject({ discountPriceValue: await levelPrice(b.priceLevelId), voucher: null });
    cart = await guestPrice([courseInput(b)], ['ARBEITSRECHT15']);
    expect(cart.unusedVoucher).toEqual(['ARBEITSRECHT15']);
  });

  it('GET/DELETE /api/cart/voucher/{code} add and remove codes of the server cart; rejected ones are not stored', async () => {
    await emptyCustomerCart(second);
    const [a] = await bookable();
    await call({ method: 'PUT', url: '/api/cart', token: second, payload: courseInput(a!) });
    let cart = await cartOf(await call({ method: 'GET', url: '/api/cart/voucher/willkommen10', token: second }));
    expect(cart.voucherCodes).toEqual(['WILLKOMMEN10']);
    expect(cart.cartVoucher?.voucherCode).toBe('WILLKOMMEN10');
    cart = await cartOf(await call({ method: 'GET', url: '/api/cart/voucher/ABGELAUFEN', token: second }));
    expect(cart.voucherCodes).toEqual(['WILLKOMMEN10']);
    expect(cart.rejectedVoucher).toEqual([{ code: 'ABGELAUFEN', reason: 'EXPIRED' }]);
    cart = await cartOf(await call({ method: 'DELETE', url: '/api/cart/voucher/WILLKOMMEN10', token: second }));
    expect(cart.voucherCodes).toEqual([]);
    expect(cart.sumValue).toBe(await levelPrice(a!.priceLevelId));
  });

  it('voucher attempts are rate-limited per client (429)', async () => {
    const client = '10.99.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push(
        (await call({ method: 'GET', url: `/api/cart/voucher/RATE${attempt}`, token: second, client })).statusCode,
      );
    }
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Another client is not affected.
    expect(
      (await call({ method: 'GET', url: '/api/cart/voucher/RATEX', token: second, client: '10.99.0.2' })).statusCode,
    ).toBe(200);
  });
});

describe('guest pricing with voucher codes', () => {
  it('counts as voucher attempts with its own limit; pricing without codes is not limited', async () => {
    const client = '10.98.0.1';
    const post = (voucherCodes: string[]) =>
      call({ method: 'POST', url: '/api/cart', client, payload: { positions: [], voucherCodes } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await post([`TRY${attempt}`])).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await post([])).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every cart call under its tags', async () => {
    const document = (await server.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const paths = document.paths;
    // HEAD /api/cart is listed (spec §7: Content-Length is the item count); other GET routes' HEAD twins are not.
    expect(Object.keys(paths['/api/cart']!).sort()).toEqual(['get', 'head', 'post', 'put']);
    expect(paths['/api/cart']!.head!.tags).toEqual(['cart']);
    for (const path of [
      '/api/cart/customer',
      '/api/cart/{id}',
      '/api/cart/voucher/{code}',
      '/api/cart/{id}/package',
      '/api/cart/guest/{id}',
      '/api/cart/payment-methods',
    ]) {
      expect(paths[path], path).toBeDefined();
      expect(Object.values(paths[path]!).every((operation) => operation.tags?.includes('cart'))).toBe(true);
    }
    expect(paths['/api/order/validate-cart']!.put!.tags).toEqual(['order']);
    expect(paths['/api/order/cart/{id}']!.patch!.tags).toEqual(['order']);
  });
});

describe('payment methods', () => {
  it('are the configured ones (default INVOICE, SEPA_DIRECT_DEBIT, CREDIT_CARD) for customers and guests alike; none for an empty cart', async () => {
    await emptyCustomerCart(customer);
    expect((await call({ method: 'GET', url: '/api/cart/payment-methods', token: customer })).json()).toEqual([]);
    const [a] = await bookable('pl.price_cents > 0');
    await call({ method: 'PUT', url: '/api/cart', token: customer, payload: courseInput(a!) });
    const offered = [
      { method: 'INVOICE', redirect: false, testMode: false },
      {
        method: 'SEPA_DIRECT_DEBIT',
        redirect: false,
        testMode: false,
        mandateText: { de: expect.stringContaining('Ich ermächtige'), en: expect.stringContaining('you authorise') },
      },
      { method: 'CREDIT_CARD', redirect: true, testMode: true },
    ];
    expect((await call({ method: 'GET', url: '/api/cart/payment-methods', token: customer })).json()).toEqual(offered);
    const guest = 'p'.repeat(36);
    await call({ method: 'PUT', url: '/api/cart', guest, payload: courseInput(a!) });
    expect((await call({ method: 'GET', url: '/api/cart/payment-methods', guest })).json()).toEqual(offered);
  });
});

describe('PUT /api/order/validate-cart', () => {
  const validate = async (token: string, payload: CartPricingRequest) => {
    const response = await call({ method: 'PUT', url: '/api/order/validate-cart', token, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CartValidation>();
  };

  it('merges the local cart: nothing lost, nothing duplicated, local price level wins; idempotent', async () => {
    await emptyCustomerCart(customer);
    const dates = await bookable();
    const withTwoLevels = dates.find((b) => b.otherLevelId !== null)!;
    const other = dates.find((b) => b.courseId !== withTwoLevels.courseId)!;
    await call({ method: 'PUT', url: '/api/cart', token: customer, payload: courseInput(withTwoLevels) });
    await call({ method: 'GET', url: '/api/cart/voucher/WILLKOMMEN10', token: customer });
    const local = {
      positions: [courseInput(withTwoLevels, { priceLevelId: withTwoLevels.otherLevelId }), courseInput(other)],
      voucherCodes: ['willkommen10', 'FRUEHBUCHER50', 'ABGELAUFEN'],
    };
    const first = await validate(customer, local);
    expect(first.merged).toBe(true);
    expect(first.cartEmpty).toBe(false);
    const bookings = first.cart.positions.map(
      (position: CartPosition) => `${position.courseId}:${position.scheduleId}`,
    );
    expect(bookings).toEqual([
      `${withTwoLevels.courseId}:${withTwoLevels.scheduleId}`,
      `${other.courseId}:${other.scheduleId}`,
    ]);
    expect(first.cart.positions[0]).toMatchObject({
      priceLevelId: withTwoLevels.otherLevelId,
      priceValue: await levelPrice(withTwoLevels.otherLevelId!),
    });
    expect(first.cart.voucherCodes).toEqual(['WILLKOMMEN10', 'FRUEHBUCHER50']);
    expect(first.cart.rejectedVoucher).toEqual([{ code: 'ABGELAUFEN', reason: 'EXPIRED' }]);

    const again = await validate(customer, local);
    expect(again.merged).toBe(false);
    expect(again.cart).toEqual(first.cart);
    expect(await cartOf(await call({ method: 'GET', url: '/api/cart', token: customer }))).toEqual({
      ...first.cart,
      rejectedVoucher: [],
    });
  });

  it('a brand-new (empty) account cart takes the local cart without "merged"; once it holds something, bringing more is merged', async () => {
    await emptyCustomerCart(second);
    const [a, b, c] = await bookable();
    const taken = await validate(second, { positions: [courseInput(a!)], voucherCodes: ['willkommen10'] });
    expect(taken).toMatchObject({ merged: false, cartEmpty: false });
    expect(taken.cart.positions.map((p: CartPosition) => p.scheduleId)).toEqual([a!.scheduleId]);
    expect(taken.cart.voucherCodes).toEqual(['WILLKOMMEN10']);

    // The account's cart holds a position now: a local cart with another one is merged into it.
    const more = await validate(second, { positions: [courseInput(b!)], voucherCodes: [] });
    expect(more.merged).toBe(true);
    expect(more.cart.positions.map((p: CartPosition) => p.scheduleId)).toEqual([a!.scheduleId, b!.scheduleId]);

    // A code alone in the account's cart counts as something to merge into.
    await emptyCustomerCart(second);
    await call({ method: 'GET', url: '/api/cart/voucher/WILLKOMMEN10', token: second });
    expect((await validate(second, { positions: [courseInput(c!)], voucherCodes: [] })).merged).toBe(true);
    await emptyCustomerCart(second);
  });

  it('drops local positions that cannot be booked any more and reports them', async () => {
    const [past] = await q<{ course_id: number; schedule_id: number; level_id: number }>(
      `select c.id as course_id, s.id as schedule_id, min(pl.id) as level_id from course c join course_schedule s on s.course_id = c.id
         join price_level pl on pl.schedule_id = s.id where c.course_type <> 'SELF' and s.start_date < $1::date group by c.id, s.id limit 1`,
      [TODAY],
    );
    const before = await cartOf(await call({ method: 'GET', url: '/api/cart', token: customer }));
    const result = await validate(customer, {
      positions: [{ courseId: past!.course_id, scheduleId: past!.schedule_id, priceLevelId: past!.level_id }],
      voucherCodes: [],
    });
    expect(result.merged).toBe(false);
    expect(result.cart.droppedPositions).toEqual([
      expect.objectContaining({
        reason: 'SCHEDULE_PAST',
        position: expect.objectContaining({ courseId: past!.course_id }),
      }),
    ]);
    expect(result.cart.positions).toEqual(before.positions);
  });

  it('reports customer status and the tax number rule', async () => {
    const result = await validate(second, { positions: [], voucherCodes: [] });
    expect(result.validCustomerStatus).toBe(false);
    expect(result.taxNumberRequired).toBe(false);
    await q(
      `update account set buyer_type = 'BUSINESS', company = 'Kanzlei Zweite', street = 'Hauptstr. 1', zip_code = '1010', city = 'Wien', country = 'AUT' where id = $1`,
      [secondId],
    );
    const austrian = await validate(second, { positions: [], voucherCodes: [] });
    expect(austrian).toMatchObject({ validCustomerStatus: true, taxNumberRequired: true });
    await q(`update account set tax_number = 'ATU12345678' where id = $1`, [secondId]);
    expect((await validate(second, { positions: [], voucherCodes: [] })).taxNumberRequired).toBe(false);
  });

  it('an empty local and server cart answers cartEmpty', async () => {
    await emptyCustomerCart(second);
    const result = await validate(second, { positions: [], voucherCodes: [] });
    expect(result).toMatchObject({ cartEmpty: true, merged: false });
  });
});

describe('a catalogue reseed', () => {
  it('is not blocked by stored carts, whose vanished positions are left out when priced (runs last: empties the catalogue)', async () => {
    const [a] = await bookable();
    await call({ method: 'PUT', url: '/api/cart', token: customer, payload: courseInput(a!) });
    const { clearCatalogue } = await import('../../src/server/seed/index.ts');
    await clearCatalogue(server.database.db);
    expect(await q('select 1 from cart_position limit 1')).toHaveLength(1);
    const cart = await cartOf(await call({ method: 'GET', url: '/api/cart', token: customer }));
    expect(cart.positions).toEqual([]);
    const result = await call({
      method: 'PUT',
      url: '/api/order/validate-cart',
      token: customer,
      payload: { positions: [], voucherCodes: [] },
    });
    expect(result.json<CartValidation>().cart.droppedPositions?.[0]?.reason).toBe('COURSE_UNKNOWN');
    expect((await call({ method: 'HEAD', url: '/api/cart', token: customer })).headers['content-length']).toBe('0');
  });
});
