/**
 * Before the order (issue 24 §5): every course line of the summary carries the course's hours, its
 * format, whether it counts for § 15 FAO (self-study with at most 5 hours) and how access works —
 * computed by the server from the catalogue, and the same on the placed order; a browser cannot send them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestCheckoutStarted, Order, OrderSummary } from '../../src/shared/order.ts';
import { BUYER, newKey, startOrderApi, TODAY, type OrderApi } from '../support/order-api.ts';

interface CourseRow {
  course_id: number;
  schedule_id: number;
  level_id: number;
  course_type: 'SELF' | 'ONLINE' | 'PRESENT';
  kind: 'FACHANWALTSLEHRGANG' | 'FAO15' | 'FORTBILDUNG';
  type: 'EDUCATION' | 'RENO';
  hours: number;
}

describe('the summary lines', () => {
  let api: OrderApi;
  let courses: CourseRow[];
  beforeAll(async () => {
    api = await startOrderApi();
    // One bookable date per format, § 15 FAO courses first (self-study: one longer than 5 hours where there is one).
    courses = await api.q<CourseRow>(
      `select distinct on (c.course_type) c.id as course_id, s.id as schedule_id, pl.id as level_id, c.course_type, c.kind, c.type,
              c.duration_value::float8 as hours
         from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
        where c.kind <> 'FACHANWALTSLEHRGANG' and s.start_date > $1::date + 20 and s.booked < s.seats and pl.price_cents > 0
        order by c.course_type, (c.kind = 'FAO15') desc, c.duration_value desc, c.id, s.id, pl.position`,
      [TODAY],
    );
  }, 120_000);
  afterAll(() => api?.server.close());

  it("carry hours, format, § 15 FAO and access from the catalogue, on the summary and on the placed order", async () => {
    expect(courses.map((course) => course.course_type).sort()).toEqual(['ONLINE', 'PRESENT', 'SELF']);
    const started = await api.call({
      method: 'PUT',
      url: '/api/guest-order/guest',
      payload: {
        buyer: { ...BUYER, email: 'fakten@example.org' },
        cart: {
          positions: courses.map((course) => ({ courseId: course.course_id, scheduleId: course.schedule_id, priceLevelId: course.level_id })),
          voucherCodes: [],
        },
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
    const summary = (await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken })).json<OrderSummary>();
    const expected = (course: CourseRow) => {
      const qualifies = course.type === 'EDUCATION' && course.kind === 'FAO15';
      return {
        hours: course.hours,
        format: course.course_type,
        fao15: { qualifies, hours: qualifies ? (course.course_type === 'SELF' ? Math.min(course.hours, 5) : course.hours) : 0 },
        access: { PRESENT: 'ON_SITE', ONLINE: 'ONLINE_LINK_BY_EMAIL', SELF: 'SELF_STUDY_PERIOD' }[course.course_type],
      };
    };
    const byCourse = (lines: OrderSummary['lines']) => Object.fromEntries(lines.map((line) => [line.courseId, line.training]));
    const want = Object.fromEntries(courses.map((course) => [course.course_id, expected(course)]));
    expect(byCourse(summary.lines)).toEqual(want);
    // At least one line counts for § 15 FAO, so the test shows both answers where the catalogue has them.
    expect(summary.lines.some((line) => line.training?.fao15.qualifies)).toBe(true);

    const placed = await api.call({
      method: 'PUT', url: '/api/guest-order/order', orderToken, key: newKey(),
      payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(byCourse(placed.json<Order>().lines)).toEqual(want);
  }, 60_000);

  it('take nothing of them from the browser: a position carrying its own facts is refused', async () => {
    const [course] = courses;
    const answer = await api.call({
      method: 'PUT',
      url: '/api/guest-order/guest',
      payload: {
        buyer: { ...BUYER, email: 'faelscher@example.org' },
        cart: {
          positions: [{ courseId: course!.course_id, scheduleId: course!.schedule_id, priceLevelId: course!.level_id, training: { hours: 99 } }],
          voucherCodes: [],
        },
      },
    });
    expect(answer.statusCode).toBe(400);
  });
});
