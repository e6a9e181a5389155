/**
 * The order API as tests/server/order-*.test.ts drive it: an app on a seeded database (PGlite, or
 * PostgreSQL with DATABASE_URL), customers with complete buyer data, bookable dates read from the
 * catalogue tables, and requests from their own client address (rate limits count per client).
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BuyerData } from '../../src/shared/order.ts';
import { build } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { seedDatabase } from '../../src/server/seed/index.ts';
import { catalogueToday } from '../../src/server/services/catalogue.ts';
import { Browser, signIn } from './identity.ts';
import { createTestDatabase } from './test-database.ts';
import type { TestServer } from './test-server.ts';

/** The cart reads today from the clock, so the catalogue is seeded relative to the real today. */
export const TODAY = catalogueToday();

export const BUYER: BuyerData = {
  buyerType: 'BUSINESS', email: 'kanzlei@example.org', firstName: 'Berta', lastName: 'Beispiel', company: 'Kanzlei Beispiel',
  street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'DEU', taxNumber: null,
};

export interface OrderApi {
  server: TestServer;
  call(options: InjectOptions & { token?: string; orderToken?: string; key?: string }): Promise<LightMyRequestResponse>;
  q<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** A new signed-in customer (bearer token) with complete buyer data. */
  customer(buyer?: Partial<BuyerData>): Promise<{ id: number; token: string }>;
}

let clientNumber = 0;
export const newKey = () => randomBytes(18).toString('base64url');

/** `env`: more configuration (e.g. UPLOAD_DIR, to see the files uploads leave on disk). */
export async function startOrderApi(env: NodeJS.ProcessEnv = {}): Promise<OrderApi> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, { courses: 120, today: TODAY });
  const defaults = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test', ...env });
  const generous = { max: 1_000_000, timeWindow: '1 minute' };
  const settings = {
    ...defaults, trustProxy: ['127.0.0.1'], formRateLimit: { max: 5, timeWindow: '1 minute' },
    identity: { ...defaults.identity, loginRateLimit: generous },
  };
  const app = await build({ db: database.db, settings, logger: false });
  await app.ready();
  const server: TestServer = { app, database, close: async () => { await app.close(); await database.dispose(); } };
  const q = <Row>(text: string, params: unknown[] = []) => database.db.query<Row>(text, params as never[]);

  const call: OrderApi['call'] = (options) => {
    const { token, orderToken, key, ...rest } = options;
    clientNumber += 1;
    return app.inject({
      ...rest,
      headers: {
        'x-forwarded-for': `10.2.${Math.floor(clientNumber / 250) % 250}.${clientNumber % 250}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(orderToken ? { 'x-order': orderToken } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(rest.headers ?? {}),
      },
    });
  };

  let accounts = 0;
  const customer: OrderApi['customer'] = async (buyer = {}) => {
    accounts += 1;
    const email = `kunde.${accounts}.${randomBytes(3).toString('hex')}@example.org`;
    const password = 'Bestellung-Test-2026';
    const account = await createAccount(database.db, { email, password, firstName: 'Test', lastName: `Kunde ${accounts}` });
    const token = (await signIn(new Browser(app), { email, password })).access_token;
    const saved = await call({ method: 'PUT', url: '/api/order/customer', token, payload: { ...BUYER, email, ...buyer } });
    if (saved.statusCode !== 200) throw new Error(`customer data: ${saved.body}`);
    return { id: account!.id, token };
  };

  return { server, call, q, customer };
}

export interface Bookable { courseId: number; scheduleId: number; priceLevelId: number; priceCents: number; organizerId: number }

/** Bookable dates (not past, seats left, priced) of non-self-study courses, not specialist-lawyer courses (no proof needed). */
export async function bookable(api: OrderApi, where = 'true', params: unknown[] = []): Promise<Bookable[]> {
  const rows = await api.q<{ course_id: number; schedule_id: number; level_id: number; price: number; organizer_id: number }>(
    `select distinct on (c.id) c.id as course_id, s.id as schedule_id, pl.id as level_id, pl.price_cents as price, c.organizer_id
       from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
      where c.course_type <> 'SELF' and c.kind <> 'FACHANWALTSLEHRGANG' and s.start_date > ($1::date + 20)
        and s.booked < s.seats and pl.price_cents > 0 and ${where}
      order by c.id, s.id, pl.position`,
    [TODAY, ...params],
  );
  return rows.map((row) => ({
    courseId: row.course_id, scheduleId: row.schedule_id, priceLevelId: row.level_id, priceCents: row.price, organizerId: row.organizer_id,
  }));
}

export const positionOf = (b: Bookable) => ({ courseId: b.courseId, scheduleId: b.scheduleId, priceLevelId: b.priceLevelId });
