/**
 * Organizers, referents and seminar packages, each with the courses that belong to them.
 * "Offered" courses are those with a date that is not past (see catalogue.ts).
 */
import type { Queryable, SqlValue } from '../db/database.ts';
import { notFound } from '../errors.ts';
import type { Language } from '../../shared/constants.ts';
import {
  PACKAGE_COURSE_LIMIT, REFERENT_COURSE_LIMIT,
  type OrganizerDetail, type OrganizerSummary, type PackageDetail, type PackageSummary, type ReferentDetail,
  type ReferentInfo, type ScopeCount,
} from '../../shared/catalogue.ts';
import { catalogueToday, loadCourseOverviews, nameColumn, notPastSql, referentName } from './catalogue.ts';

// ------------------------------------------------------------------------------------------------
// Organizers
// ------------------------------------------------------------------------------------------------
const ORGANIZER_COLUMNS = `o.id, o.name, o.slug, o.website,
  case when ci.id is null then null else json_build_object('id', ci.id, 'name', ci.name) end as city`;

export function listOrganizers(db: Queryable): Promise<OrganizerSummary[]> {
  return db.query<OrganizerSummary>(
    `select ${ORGANIZER_COLUMNS} from organizer o left join city ci on ci.id = o.city_id order by o.name, o.id`,
  );
}

export async function loadOrganizer(
  db: Queryable,
  id: number,
  includeScopes: boolean,
  language: Language,
  today = catalogueToday(),
): Promise<OrganizerDetail> {
  const [organizer] = await db.query<Omit<OrganizerDetail, 'scopes'>>(
    `select ${ORGANIZER_COLUMNS}, o.description, o.email,
            (select count(*)::int from course c
              where c.organizer_id = o.id
                and exists (select 1 from course_schedule s where s.course_id = c.id and ${notPastSql('$2')})) as "courseCount"
       from organizer o left join city ci on ci.id = o.city_id where o.id = $1`,
    [id, today],
  );
  if (!organizer) throw notFound(`Organizer ${id}`);
  if (!includeScopes) return organizer;
  const scopes = await db.query<ScopeCount>(
    `select sp.id, sp.${nameColumn(language)} as name, count(*)::int as "courseCount"
       from course c join course_scope cs on cs.course_id = c.id join scope sp on sp.id = cs.scope_id
      where c.organizer_id = $1
        and exists (select 1 from course_schedule s where s.course_id = c.id and ${notPastSql('$2')})
      group by sp.id order by sp.position, sp.id`,
    [id, today],
  );
  return { ...organizer, scopes };
}

// ------------------------------------------------------------------------------------------------
// Referents
// ------------------------------------------------------------------------------------------------
const REFERENT_COLUMNS = `r.id, r.title, r.first_name as "firstName", r.last_name as "lastName", r.profession,
  json_build_object('id', o.id, 'name', o.name) as organizer`;

type ReferentRow = Omit<ReferentInfo, 'name'>;
const withName = <T extends ReferentRow>(referent: T): T & { name: string } => ({ ...referent, name: referentName(referent) });

export async function listReferents(db: Queryable): Promise<ReferentInfo[]> {
  const rows = await db.query<ReferentRow>(
    `select ${REFERENT_COLUMNS} from referent r join organizer o on o.id = r.organizer_id
      order by r.last_name, r.first_name, r.id`,
  );
  return rows.map(withName);
}

/** The ids of the first `limit` offered courses of a set (by next date, then name) and their number. */
async function offeredCoursePage(
  db: Queryable,
  fromWhere: string,
  params: readonly SqlValue[],
  limit: number,
  today: string,
): Promise<{ ids: number[]; count: number }> {
  const todayParam = `$${params.length + 1}`;
  const limitParam = `$${params.length + 2}`;
  const rows = await db.query<{ id: number; total: number }>(
    `select c.id, (count(*) over ())::int as total
       ${fromWhere}
        and exists (select 1 from course_schedule s where s.course_id = c.id and ${notPastSql(todayParam)})
      order by (select min(s.start_date) from course_schedule s where s.course_id = c.id and ${notPastSql(todayParam)}),
               c.name, c.id
      limit ${limitParam}`,
    [...params, today, limit],
  );
  return { ids: rows.map((row) => row.id), count: rows[0]?.total ?? 0 };
}

export async function loadReferent(db: Queryable, id: number, language: Language, today = catalogueToday()): Promise<ReferentDetail> {
  const [referent] = await db.query<ReferentRow & { vita: string }>(
    `select ${REFERENT_COLUMNS}, r.vita from referent r join organizer o on o.id = r.organizer_id where r.id = $1`,
    [id],
  );
  if (!referent) throw notFound(`Referent ${id}`);
  const page = await offeredCoursePage(
    db,
    'from course c join course_referent cr on cr.course_id = c.id where cr.referent_id = $1',
    [id],
    REFERENT_COURSE_LIMIT,
    today,
  );
  const courses = await loadCourseOverviews(db, page.ids, language, { notPastOn: today });
  return { ...withName(referent), courses, courseCount: page.count };
}

// ------------------------------------------------------------------------------------------------
// Packages
// ------------------------------------------------------------------------------------------------
type PackageRow = Omit<PackageSummary, 'price'> & { priceCents: number };

const PACKAGE_SELECT = (language: Language) => `select p.id, p.name, p.slug, p.educational_type as "educationalType",
    json_build_object('id', o.id, 'name', o.name) as organizer,
    p.credit_value as "creditValue", p.price_cents as "priceCents",
    coalesce(array_agg(sp.id order by sp.position, sp.id) filter (where sp.id is not null), '{}') as "professionalScopeIds",
    coalesce(json_agg(json_build_object('id', sp.id, 'name', sp.${nameColumn(language)}) order by sp.position, sp.id)
             filter (where sp.id is not null), '[]'::json) as "professionalScopes"
  from package p join organizer o on o.id = p.organizer_id
  left join package_scope ps on ps.package_id = p.id left join scope sp on sp.id = ps.scope_id`;

const toPackage = ({ priceCents, ...row }: PackageRow): PackageSummary => ({ ...row, price: { price: priceCents } });

export async function listPackages(db: Queryable, language: Language): Promise<PackageSummary[]> {
  const rows = await db.query<PackageRow>(`${PACKAGE_SELECT(language)} group by p.id, o.id order by p.name, p.id`);
  return rows.map(toPackage);
}

export async function loadPackage(db: Queryable, id: number, language: Language, today = catalogueToday()): Promise<PackageDetail> {
  const [row] = await db.query<PackageRow>(`${PACKAGE_SELECT(language)} where p.id = $1 group by p.id, o.id`, [id]);
  if (!row) throw notFound(`Package ${id}`);
  const summary = toPackage(row);
  // Credits are hours: a course longer than the package's credits cannot be paid with it.
  const page = await offeredCoursePage(
    db,
    `from course c where c.organizer_id = $1 and c.type = $2 and c.duration_value <= $3
        and exists (select 1 from course_scope cs where cs.course_id = c.id and cs.scope_id = any($4::int[]))`,
    [summary.organizer.id, summary.educationalType, summary.creditValue, summary.professionalScopeIds],
    PACKAGE_COURSE_LIMIT,
    today,
  );
  const courses = await loadCourseOverviews(db, page.ids, language, { notPastOn: today });
  return { ...summary, courses, courseCount: page.count };
}
