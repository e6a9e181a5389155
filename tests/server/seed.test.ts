/**
 * The demo catalogue on an in-memory database: determinism, counts, the shape rules of spec §3 and
 * the seed brief (schedules, price levels, cities, vouchers, site documents, texts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type SqlValue } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import {
  CATALOGUE_TABLES, DEFAULT_COURSE_COUNT, clearCatalogue, generateCatalogue, isCatalogueEmpty, seedDatabase,
  type SeedSummary, type StoredSiteConfiguration,
} from '../../src/server/seed/index.ts';
import { FEATURES, MODULE_NAMES, type SiteConfiguration } from '../../src/shared/types.ts';
import { catalogueDigest } from '../support/catalogue-digest.ts';

const TODAY = '2026-11-22';

const FACHANWALTSCHAFTEN = [
  'Agrarrecht', 'Arbeitsrecht', 'Bank- und Kapitalmarktrecht', 'Bau- und Architektenrecht', 'Erbrecht', 'Familienrecht',
  'Gewerblicher Rechtsschutz', 'Handels- und Gesellschaftsrecht', 'Informationstechnologierecht',
  'Insolvenz- und Sanierungsrecht', 'Internationales Wirtschaftsrecht', 'Medizinrecht', 'Miet- und Wohnungseigentumsrecht',
  'Migrationsrecht', 'Sozialrecht', 'Sportrecht', 'Steuerrecht', 'Strafrecht', 'Transport- und Speditionsrecht',
  'Urheber- und Medienrecht', 'Vergaberecht', 'Verkehrsrecht', 'Versicherungsrecht', 'Verwaltungsrecht',
];

async function count(db: Database, sql: string, params: readonly SqlValue[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql, params);
  return row!.n;
}

/** Great-circle distance in km, as the radius search computes it. */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2
    + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('demo catalogue seed', () => {
  let db: Database;
  let summary: SeedSummary;
  let firstDigest: Record<string, string>;

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    expect(await isCatalogueEmpty(db)).toBe(true);
    // The default size, once: every other check reads this catalogue.
    summary = await seedDatabase(db, { today: TODAY });
    firstDigest = await catalogueDigest(db);
  });

  afterAll(async () => {
    await db.close();
  });

  it('writes the default 2,000 courses and reports what it wrote', async () => {
    expect(DEFAULT_COURSE_COUNT).toBe(2_000);
    expect(summary.today).toBe(TODAY);
    expect(summary.counts.course).toBe(2_000);
    for (const table of CATALOGUE_TABLES) {
      expect(await count(db, `select count(*)::int as n from "${table}"`), table).toBe(summary.counts[table]);
    }
    expect(await isCatalogueEmpty(db)).toBe(false);
  });

  it('has the 24 Fachanwaltschaften as LAWYER scopes and RENO scopes, all in categories', async () => {
    const lawyer = await db.query<{ name_de: string; slug: string }>(`select name_de, slug from scope where kind = 'LAWYER' order by name_de`);
    expect(lawyer.map((scope) => scope.name_de)).toEqual([...FACHANWALTSCHAFTEN].sort());
    expect(lawyer.find((scope) => scope.name_de === 'Miet- und Wohnungseigentumsrecht')?.slug).toBe('miet-und-wohnungseigentumsrecht');
    expect(await count(db, `select count(*)::int as n from scope where slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)).toBe(0);
    expect(await count(db, `select count(*)::int as n from scope where kind = 'LAWYER' and top`)).toBeGreaterThanOrEqual(6);
    expect(await count(db, `select count(*)::int as n from scope where kind = 'RENO'`)).toBeGreaterThanOrEqual(10);
    expect(await count(db, `select count(*)::int as n from scope where category_id is null`)).toBe(0);
    expect(await count(db, `select count(*)::int as n from scope where name_en = ''`)).toBe(0);
  });

  it('has at least 150 German cities whose coordinates give real distances', async () => {
    const cities = await db.query<{ name: string; latitude: number; longitude: number; state: string }>(
      'select name, latitude, longitude, state from city',
    );
    expect(cities.length).toBeGreaterThanOrEqual(150);
    for (const city of cities) {
      // Germany's bounding box.
      expect(city.latitude, city.name).toBeGreaterThan(47.2);
      expect(city.latitude, city.name).toBeLessThan(55.1);
      expect(city.longitude, city.name).toBeGreaterThan(5.8);
      expect(city.longitude, city.name).toBeLessThan(15.1);
    }
    expect(new Set(cities.map((city) => city.state)).size).toBe(16);
    const at = (name: string) => cities.find((city) => city.name === name)!;
    expect(distanceKm(at('Berlin'), at('München'))).toBeCloseTo(504, -1);
    expect(distanceKm(at('Berlin'), at('Hamburg'))).toBeCloseTo(255, -1);
    expect(distanceKm(at('Köln'), at('Bonn'))).toBeGreaterThan(20);
    expect(distanceKm(at('Köln'), at('Bonn'))).toBeLessThan(28);
    expect(distanceKm(at('Mannheim'), at('Ludwigshafen am Rhein'))).toBeLessThan(5);
  });

  it('has the 28 bar chambers and about 30 organizers with 3–8 referents each', async () => {
    expect(await count(db, 'select count(*)::int as n from chamber')).toBe(28);
    expect(await count(db, `select count(*)::int as n from chamber where name = 'Rechtsanwaltskammer beim Bundesgerichtshof'`)).toBe(1);
    const organizers = await count(db, 'select count(*)::int as n from organizer');
    expect(organizers).toBeGreaterThanOrEqual(25);
    expect(organizers).toBeLessThanOrEqual(35);
    const referentsPerOrganizer = await db.query<{ n: number }>(
      'select count(r.id)::int as n from organizer o left join referent r on r.organizer_id = o.id group by o.id',
    );
    for (const { n } of referentsPerOrganizer) {
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(8);
    }
    expect(await count(db, `select count(*)::int as n from organizer where website not like 'https://www.%.example.org'`)).toBe(0);
  });

  it('gives every course 1–3 scopes of its audience and 1–3 referents of its organizer', async () => {
    const scopeCounts = await db.query<{ n: number }>('select count(cs.scope_id)::int as n from course c left join course_scope cs on cs.course_id = c.id group by c.id');
    expect(Math.min(...scopeCounts.map((row) => row.n))).toBe(1);
    expect(Math.max(...scopeCounts.map((row) => row.n))).toBeLessThanOrEqual(3);
    // RENO courses only on RENO scopes, lawyer courses only on lawyer scopes.
    expect(await count(db, `select count(*)::int as n from course c join course_scope cs on cs.course_id = c.id join scope s on s.id = cs.scope_id
      where (c.type = 'RENO') <> (s.kind = 'RENO')`)).toBe(0);
    expect(await count(db, `select count(*)::int as n from course where type = 'RENO' and kind <> 'FORTBILDUNG'`)).toBe(0);
    const referentCounts = await db.query<{ n: number }>('select count(cr.referent_id)::int as n from course c left join course_referent cr on cr.course_id = c.id group by c.id');
    expect(Math.min(...referentCounts.map((row) => row.n))).toBeGreaterThanOrEqual(1);
    expect(Math.max(...referentCounts.map((row) => row.n))).toBeLessThanOrEqual(3);
    expect(await count(db, `select count(*)::int as n from course c join course_referent cr on cr.course_id = c.id
      join referent r on r.id = cr.referent_id where r.organizer_id <> c.organizer_id`)).toBe(0);
  });

  it('has every kind and delivery, with durations that fit the kind', async () => {
    const kinds = await db.query<{ kind: string; course_type: string; min: number; max: number }>(
      'select kind, course_type, min(duration_value)::float8 as min, max(duration_value)::float8 as max from course group by kind, course_type',
    );
    expect(kinds).toHaveLength(9);
    for (const row of kinds) {
      if (row.kind === 'FACHANWALTSLEHRGANG') expect(row.min).toBeGreaterThanOrEqual(120);
      if (row.kind === 'FAO15') {
        expect(row.min).toBeGreaterThanOrEqual(2.5);
        expect(row.max).toBeLessThanOrEqual(15);
      }
    }
    const names = (await db.query<{ name: string }>(`select name from course where kind = 'FACHANWALTSLEHRGANG'`)).map((row) => row.name);
    expect(names.every((name) => /^Fachanwalts(lehrgang|kurs) /.test(name))).toBe(true);
    expect(await count(db, `select count(*)::int as n from course where slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)).toBe(0);
  });

  it('gives every course 1–6 schedules and every schedule at least one price level', async () => {
    const perCourse = await db.query<{ n: number }>('select count(s.id)::int as n from course c left join course_schedule s on s.course_id = c.id group by c.id');
    expect(Math.min(...perCourse.map((row) => row.n))).toBe(1);
    expect(Math.max(...perCourse.map((row) => row.n))).toBe(6);
    expect(await count(db, 'select count(*)::int as n from course_schedule s where not exists (select 1 from price_level p where p.schedule_id = s.id)')).toBe(0);
    expect(await count(db, `select count(*)::int as n from price_level p where p.position = 1 and p.name <> 'Regulär'`)).toBe(0);
    // Reduced levels are never dearer than the regular price of their date.
    expect(await count(db, `select count(*)::int as n from price_level p join price_level r on r.schedule_id = p.schedule_id and r.position = 1
      where p.price_cents > r.price_cents`)).toBe(0);
  });

  it('puts PRESENT dates in a city and ONLINE and SELF dates nowhere', async () => {
    expect(await count(db, `select count(*)::int as n from course_schedule s join course c on c.id = s.course_id
      where (c.course_type = 'PRESENT') <> (s.city_id is not null)`)).toBe(0);
    expect(await count(db, `select count(*)::int as n from course_schedule s join course c on c.id = s.course_id where c.course_type = 'PRESENT'`)).toBeGreaterThan(0);
  });

  it('spreads dates from a year back to a year and a half ahead, with seats 10–80 and some fully booked', async () => {
    const [range] = await db.query<{ first: string; last: string; past: number; future: number }>(`
      select min(start_date)::text as first, max(start_date)::text as last,
        count(*) filter (where start_date < $1::date)::int as past, count(*) filter (where start_date >= $1::date)::int as future
      from course_schedule`, [TODAY]);
    expect(range!.first >= '2025-11-22').toBe(true);
    expect(range!.last <= '2028-05-24').toBe(true);
    expect(range!.past).toBeGreaterThan(0);
    expect(range!.future).toBeGreaterThan(range!.past);
    expect(await count(db, 'select count(*)::int as n from course_schedule where seats < 10 or seats > 80 or booked > seats')).toBe(0);
    expect(await count(db, 'select count(*)::int as n from course_schedule where booked = seats')).toBeGreaterThan(0);
  });

  it('has about 40 packages with credits, prices and scopes', async () => {
    const packages = await count(db, 'select count(*)::int as n from package');
    expect(packages).toBeGreaterThanOrEqual(30);
    expect(await count(db, 'select count(*)::int as n from package p where not exists (select 1 from package_scope ps where ps.package_id = p.id)')).toBe(0);
    expect(await count(db, `select count(*)::int as n from package p join package_scope ps on ps.package_id = p.id join scope s on s.id = ps.scope_id
      where (p.educational_type = 'RENO') <> (s.kind = 'RENO')`)).toBe(0);
  });

  it('has both site documents, which together use every start-page module', async () => {
    const rows = await db.query<{ theme: string; config: StoredSiteConfiguration }>('select theme, config from site order by theme');
    expect(rows.map((row) => row.theme)).toEqual(['education', 'reno']);
    const used = new Set(rows.flatMap((row) => row.config.modules.map((module) => module.name)));
    expect([...used].sort()).toEqual([...MODULE_NAMES].sort());

    const [education, reno] = rows.map((row) => row.config) as [StoredSiteConfiguration, StoredSiteConfiguration];
    expect(education.defaultSearchType).toBe('EDUCATION');
    expect(reno.defaultSearchType).toBe('RENO');
    expect(education.startPageComponent).toBeNull();
    expect(reno.startPageComponent).toBe('selfStudies');
    expect(education.advertText.trim()).not.toBe('');
    expect(reno.advertText.trim()).toBe('');
    const newsletterStyles = rows.map((row) => row.config.modules.find((module) => module.name === 'NEWSLETTER')?.config.style);
    expect(newsletterStyles.sort()).toEqual(['dark', 'light']);
    for (const config of [education, reno]) {
      expect(config.featureConfiguration.NEWSLETTER?.style).toBe(config.modules.find((module) => module.name === 'NEWSLETTER')?.config.style);
      expect(config.locales).toEqual(['de', 'en']);
      expect(config.socialMedia.map((link) => link.type).sort()).toEqual(['FACEBOOK', 'INSTAGRAM', 'LINKEDIN', 'TWITTER', 'XING']);
      expect(config.footerParts.filter((part) => part.type === 'LINK').length).toBeGreaterThanOrEqual(8);
      expect(new Set(config.footerParts.map((part) => part.column))).toEqual(new Set([1, 2]));
      expect(config.menu.some((entry) => entry.category && entry.sections.length > 1)).toBe(true);
      expect(config.menu.some((entry) => entry.external)).toBe(true);
      expect(config.crossLinks).toHaveLength(2);
      // The server adds these per request; they must not be stored.
      for (const runtime of ['maintenance', 'affiliateKnown', 'identity'] satisfies (keyof SiteConfiguration)[]) {
        expect(config).not.toHaveProperty(runtime);
      }
    }
    const arbeitsrecht = education.menu.flatMap((entry) => entry.sections).flatMap((section) => section.entries)
      .find((entry) => entry.url === '/fachanwaltslehrgaenge/arbeitsrecht-2');
    expect(arbeitsrecht?.name).toBe('Arbeitsrecht');
  });

  it('gives every configured start module its content in German and English', async () => {
    const rows = await db.query<{ config: StoredSiteConfiguration }>('select config from site order by theme');
    /** The server texts each module shows (src/features/start/modules), by text prefix. */
    const required: Partial<Record<(typeof MODULE_NAMES)[number], (prefix?: string) => string[]>> = {
      WELCOME: () => ['welcome.title', 'welcome.text'],
      ORGANIZER_INFO: () => ['organizerInfo.title', 'organizerInfo.text', 'organizerInfo.1', 'organizerInfo.link'],
      NEWS: () => ['news.title', 'news.1.title', 'news.1.text', 'news.1.date', 'news.2.title'],
      BENEFITS_BOX: () => ['benefits.title', 'benefits.1', 'benefits.2'],
      BENEFITS_BOX_IMMO_CAMPUS: () => ['benefitsImmoCampus.title', 'benefitsImmoCampus.text', 'benefitsImmoCampus.1', 'benefitsImmoCampus.link'],
      TESTIMONIAL: (prefix = 'testimonial') => [`${prefix}.title`, `${prefix}.text`, `${prefix}.author`],
      WHO_TO: () => ['whoTo.title', 'whoTo.text', 'whoTo.1'],
      ABOUT_US: () => ['aboutUs.title', 'aboutUs.text', 'aboutUs.link'],
      CATEGORIES: () => ['categories.title'],
      SCOPE_OVERVIEW: () => ['scopeOverview.title', 'scopeOverview.text'],
      SCOPE_OVERVIEW_RENO: () => ['scopeOverviewReno.title', 'scopeOverviewReno.text'],
      EKBW_COURSE_OVERVIEW: () => ['ekbwCourseOverview.title', 'ekbwCourseOverview.text'],
    };
    for (const language of ['de', 'en']) {
      const messages = await db.query<{ key: string; value: string }>('select key, value from message where language = $1', [language]);
      const keys = new Map(messages.map((message) => [message.key, message.value]));
      for (const { config } of rows) {
        for (const module of config.modules) {
          const prefix = typeof module.config.texts === 'string' ? module.config.texts : undefined;
          for (const key of required[module.name]?.(prefix) ?? []) expect(keys.get(key)?.trim(), `${language} ${module.name} ${key}`).toBeTruthy();
          for (const [key, value] of Object.entries(module.config)) {
            if (/^item\d+Feature$/.test(key)) expect(FEATURES, `${module.name} ${key}`).toContain(value);
          }
        }
        if (config.startPageComponent === 'selfStudies') expect(keys.get('selfStudies.title')?.trim()).toBeTruthy();
      }
    }
    // The reno site's course overview shows one organizer's dates, and that organizer has some.
    const overview = rows.flatMap((row) => row.config.modules).find((module) => module.name === 'EKBW_COURSE_OVERVIEW')!;
    const [organizer] = await db.query<{ name: string; dates: number }>(
      `select o.name, (select count(*)::int from course c join course_schedule s on s.course_id = c.id
                        where c.organizer_id = o.id and s.start_date >= $2::date) as dates
         from organizer o where o.id = $1`,
      [overview.config.organizerId as number, TODAY],
    );
    expect(organizer).toMatchObject({ name: 'Campus Kanzleipraxis' });
    expect(organizer!.dates).toBeGreaterThan(0);
  });

  it('has a voucher of each kind, valid relative to today', async () => {
    const vouchers = await db.query<{
      code: string; kind: string; value: number; valid_from: string; valid_to: string; scope_id: number | null;
      max_uses: number | null; uses: number;
    }>('select code, kind, value, valid_from::text, valid_to::text, scope_id, max_uses, uses from voucher');
    const byCode = new Map(vouchers.map((voucher) => [voucher.code, voucher]));
    const validToday = (code: string) => byCode.get(code)!.valid_from <= TODAY && TODAY <= byCode.get(code)!.valid_to;
    expect(byCode.get('WILLKOMMEN10')).toMatchObject({ kind: 'PERCENT', value: 10, scope_id: null });
    expect(validToday('WILLKOMMEN10')).toBe(true);
    expect(byCode.get('FRUEHBUCHER50')).toMatchObject({ kind: 'ABSOLUTE', value: 5_000 });
    expect(validToday('FRUEHBUCHER50')).toBe(true);
    expect(byCode.get('ABGELAUFEN')!.valid_to < TODAY).toBe(true);
    expect(byCode.get('DEMNAECHST')!.valid_from > TODAY).toBe(true);
    expect(byCode.get('EINMALIG')).toMatchObject({ max_uses: 1, uses: 0 });
    expect(byCode.get('VERBRAUCHT')).toMatchObject({ max_uses: 1, uses: 1 });
    const [arbeitsrecht] = await db.query<{ id: number }>(`select id from scope where slug = 'arbeitsrecht'`);
    expect(byCode.get('ARBEITSRECHT15')).toMatchObject({ kind: 'PERCENT', value: 15, scope_id: arbeitsrecht!.id });
  });

  it('has messages, content pages, FAQ and banners in German and English', async () => {
    for (const language of ['de', 'en']) {
      const messages = await db.query<{ key: string; value: string }>('select key, value from message where language = $1', [language]);
      const keys = new Map(messages.map((message) => [message.key, message.value]));
      for (const key of ['mainDomain', 'defaultSiteTitle', 'defaultSiteTitleShort', 'defaultMetaDescription', 'welcome.title', 'welcome.text', 'aboutUs.title', 'aboutUs.text', 'benefits.title', 'testimonial.text', 'news.title']) {
        expect(keys.get(key)?.trim(), `${language} ${key}`).toBeTruthy();
      }
      expect(keys.get('defaultSiteTitleShort')).toBe('Kursmarkt');

      const pages = await db.query<{ id: string; sections: { heading: string | null; paragraphs: string[] }[] }>(
        'select id, sections from content_page where language = $1', [language],
      );
      expect(pages.map((page) => page.id).sort()).toEqual(
        ['agb', 'datenschutz', 'fachanwaltsordnung', 'impressum', 'kontakt', 'marktplatz-informationen', 'partner', 'ueber-uns', 'veranstalter-informationen', 'widerruf'],
      );
      for (const page of pages) {
        expect(page.sections.length, page.id).toBeGreaterThanOrEqual(2);
        // Short pages; the AGB has seven sections since distance learning (§ 7 Fernunterricht).
        expect(page.sections.length, page.id).toBeLessThanOrEqual(page.id === 'agb' ? 7 : 6);
        expect(page.sections.every((section) => section.paragraphs.length > 0)).toBe(true);
      }

      for (const category of ['COMMON', 'BOOKING']) {
        expect(await count(db, 'select count(*)::int as n from faq where language = $1 and category = $2', [language, category])).toBeGreaterThanOrEqual(6);
      }
      expect(await count(db, `select count(*)::int as n from banner where placement = 'start' and language = $1
        and cardinality(scope_ids) = 0 and cardinality(types) = 0`, [language])).toBe(1);
    }
    expect(await count(db, 'select count(*)::int as n from banner where cardinality(scope_ids) > 0')).toBeGreaterThan(0);
    expect(await count(db, `select count(*)::int as n from affiliate where id in ('anwaltblatt', 'partner42')`)).toBe(2);
  });

  it('writes identical rows when seeded again with the same seed and day, and other rows for another seed', async () => {
    await clearCatalogue(db);
    expect(await isCatalogueEmpty(db)).toBe(true);
    // A Date is taken by its UTC day, as the test server passes it.
    await seedDatabase(db, { courses: DEFAULT_COURSE_COUNT, today: new Date(`${TODAY}T18:30:00Z`) });
    expect(await catalogueDigest(db)).toEqual(firstDigest);

    await clearCatalogue(db);
    await seedDatabase(db, { courses: 300, seed: 7, today: TODAY });
    const other = await catalogueDigest(db);
    expect(other.course).not.toBe(firstDigest.course);
    // The fixed tables do not depend on the seed.
    expect(other.scope).toBe(firstDigest.scope);
    expect(other.city).toBe(firstDigest.city);
    expect(await count(db, 'select count(*)::int as n from course')).toBe(300);
  });
});

describe('catalogue generator', () => {
  it('is pure: a smaller catalogue is the start of a bigger one, and organizers do not depend on the size', () => {
    const small = generateCatalogue({ courses: 50, today: TODAY });
    const big = generateCatalogue({ courses: 200, today: TODAY });
    expect(big.course.slice(0, 50)).toEqual(small.course);
    const scheduleIds = new Set(small.course_schedule.map((schedule) => schedule.id));
    expect(big.course_schedule.filter((schedule) => schedule.course_id <= 50)).toEqual(small.course_schedule);
    expect(big.price_level.filter((level) => scheduleIds.has(level.schedule_id))).toEqual(small.price_level);
    expect(big.referent).toEqual(small.referent);
    expect(big.package).toEqual(small.package);
  });

  it('moves every date with today', () => {
    const now = generateCatalogue({ courses: 20, today: '2026-11-22' });
    const later = generateCatalogue({ courses: 20, today: '2027-11-22' });
    expect(later.course_schedule).toHaveLength(now.course_schedule.length);
    const shift = (day: string) => (Date.parse(day) - Date.parse('2026-11-22')) / 86_400_000;
    // The same draws land 365 days later (± a day where a Sunday is moved to Monday).
    now.course_schedule.forEach((schedule, index) => {
      const moved = shift(later.course_schedule[index]!.start_date) - shift(schedule.start_date);
      expect(Math.abs(moved - 365)).toBeLessThanOrEqual(1);
    });
  });

  it('refuses options it cannot honour', () => {
    expect(() => generateCatalogue({ courses: -1 })).toThrow(/courses/);
    expect(() => generateCatalogue({ today: '22.11.2026' })).toThrow(/today/);
  });
});
