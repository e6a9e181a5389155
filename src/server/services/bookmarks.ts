/**
 * Bookmarks of a signed-in customer (spec §7): PUT adds a course to the list once (a repeat answers
 * the stored bookmark), GET lists them newest first, GET and DELETE by id. Every bookmark read or
 * removed by a client-given id is looked up together with the caller's customer id: another
 * customer's bookmark answers 404 exactly like an unknown one and is left untouched (OWASP API1).
 * Bookmarks carry no foreign key to the catalogue (008-bookmarks.sql): one whose course vanished is
 * left out of every answer.
 */
import type { Database, Queryable } from '../db/database.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Bookmark } from '../../shared/bookmarks.ts';
import type { CourseKind } from '../../shared/search.ts';

export interface AddedBookmark {
  bookmark: Bookmark;
  created: boolean;
}

interface BookmarkRow {
  id: number | string | bigint;
  createdAt: string;
  courseId: number;
  name: string;
  slug: string;
  kind: CourseKind;
}

/** The columns of a bookmark with its course; `b` is bookmark, `c` course. */
const COLUMNS = `b.id, to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt",
  c.id as "courseId", c.name, c.slug, c.kind`;

const toBookmark = (row: BookmarkRow): Bookmark => ({
  // bigint: a string on some drivers, a number on others.
  id: Number(row.id),
  createdAt: row.createdAt,
  course: { id: row.courseId, name: row.name, slug: row.slug, kind: row.kind },
});

async function findBookmark(db: Queryable, customerId: number, bookmarkId: number): Promise<Bookmark | undefined> {
  const [row] = await db.query<BookmarkRow>(
    `select ${COLUMNS} from bookmark b join course c on c.id = b.course_id where b.id = $1 and b.customer_id = $2`,
    [bookmarkId, customerId],
  );
  return row && toBookmark(row);
}

/** A signed-in account without a customer id (an external provider's token without one) keeps no list. */
function requireCustomer(customerId: number): void {
  if (!(customerId > 0)) throw new HttpError(403, 'FORBIDDEN', 'This account is not a customer account; it has no bookmark list');
}

export async function listBookmarks(db: Database, customerId: number): Promise<Bookmark[]> {
  requireCustomer(customerId);
  const rows = await db.query<BookmarkRow>(
    `select ${COLUMNS} from bookmark b join course c on c.id = b.course_id
      where b.customer_id = $1 order by b.created_at desc, b.id desc`,
    [customerId],
  );
  return rows.map(toBookmark);
}

export async function getBookmark(db: Database, customerId: number, bookmarkId: number): Promise<Bookmark> {
  requireCustomer(customerId);
  const bookmark = await findBookmark(db, customerId, bookmarkId);
  if (!bookmark) throw notFound(`Bookmark ${bookmarkId}`);
  return bookmark;
}

/** Puts a course on the customer's list; a course already on it answers the stored bookmark. */
export async function addBookmark(db: Database, customerId: number, courseId: number): Promise<AddedBookmark> {
  requireCustomer(customerId);
  const [course] = await db.query<{ id: number }>('select id from course where id = $1', [courseId]);
  if (!course) throw new HttpError(422, 'UNKNOWN_COURSE', `Course ${courseId} does not exist`, 'courseId');
  // One statement: two concurrent PUTs of the same course cannot both insert (unique key), and the
  // loser finds the winner's row.
  let inserted: { id: number | string } | undefined;
  try {
    [inserted] = await db.query<{ id: number | string }>(
      `insert into bookmark (customer_id, course_id) values ($1, $2)
       on conflict (customer_id, course_id) do nothing returning id`,
      [customerId, courseId],
    );
  } catch (error) {
    // The token names a customer id without an account here (foreign key of bookmark.customer_id).
    if ((error as { code?: unknown } | null)?.code === '23503') requireCustomer(0);
    throw error;
  }
  const [row] = await db.query<BookmarkRow>(
    `select ${COLUMNS} from bookmark b join course c on c.id = b.course_id where b.customer_id = $1 and b.course_id = $2`,
    [customerId, courseId],
  );
  // Only if the course or the bookmark went away between the statements.
  if (!row) throw new HttpError(422, 'UNKNOWN_COURSE', `Course ${courseId} does not exist`, 'courseId');
  return { bookmark: toBookmark(row), created: inserted !== undefined };
}

/** Removes one of the customer's bookmarks; another customer's or an unknown one answers 404. */
export async function removeBookmark(db: Database, customerId: number, bookmarkId: number): Promise<void> {
  requireCustomer(customerId);
  const deleted = await db.query<{ id: number | string }>(
    'delete from bookmark where id = $1 and customer_id = $2 returning id',
    [bookmarkId, customerId],
  );
  if (deleted.length === 0) throw notFound(`Bookmark ${bookmarkId}`);
}
