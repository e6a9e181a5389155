/**
 * Saved searches (spec §7 GET/PUT /favorites, DELETE /favorites/{id}): a name and the search
 * parameters of spec §3, checked by the search's own schema (routes) and its rules between
 * parameters (services/search/parameters.ts toSearchQuery) before they are stored, so re-running a
 * favourite never fails on what was saved. PUT without id adds one (at most FAVORITES_MAX), with id
 * renames it or replaces its parameters. Another customer's favourite answers 404 and stays.
 */
import { FAVORITES_MAX, type Favorite, type FavoriteRequest } from '../../../shared/customer-area.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { catalogueToday } from '../catalogue.ts';
import { toSearchQuery } from '../search/index.ts';
import { requireCustomer } from '../customer-access.ts';

const COLUMNS = `id::int as id, name, parameters,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

/** The search's rules between parameters; their field is named inside `parameters`. */
function checkParameters(parameters: FavoriteRequest['parameters']): void {
  try {
    toSearchQuery(parameters, catalogueToday());
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(
        400,
        error.code,
        error.message.replace(/^query /, 'parameters: '),
        error.field && `parameters.${error.field}`,
      );
    }
    throw error;
  }
}

export async function listFavorites(db: Queryable, customerId: number): Promise<Favorite[]> {
  requireCustomer(customerId);
  return db.query<Favorite>(
    `select ${COLUMNS} from favorite where customer_id = $1 order by created_at desc, id desc`,
    [customerId],
  );
}

/** PUT /api/favorites: answers the stored favourite and whether it is new. */
export async function saveFavorite(
  db: Database,
  customerId: number,
  body: FavoriteRequest,
): Promise<{ favorite: Favorite; created: boolean }> {
  requireCustomer(customerId);
  checkParameters(body.parameters);
  const name = body.name.trim();
  if (body.id !== undefined) {
    const [row] = await db.query<Favorite>(
      `update favorite set name = $3, parameters = $4::jsonb, updated_at = now() where id = $1 and customer_id = $2 returning ${COLUMNS}`,
      [body.id, customerId, name, JSON.stringify(body.parameters)],
    );
    if (!row) throw notFound(`Favorite ${body.id}`);
    return { favorite: row, created: false };
  }
  return db.transaction(async (tx) => {
    // The account row is the lock: two concurrent saves cannot both pass the limit.
    await tx.query('select id from account where id = $1 for update', [customerId]);
    const [{ count }] = (await tx.query<{ count: number }>(
      'select count(*)::int as count from favorite where customer_id = $1',
      [customerId],
    )) as [{ count: number }];
    if (count >= FAVORITES_MAX)
      throw new HttpError(422, 'FAVORITES_FULL', `At most ${FAVORITES_MAX} saved searches; please delete one first`);
    const [row] = await tx.query<Favorite>(
      `insert into favorite (customer_id, name, parameters) values ($1, $2, $3::jsonb) returning ${COLUMNS}`,
      [customerId, name, JSON.stringify(body.parameters)],
    );
    return { favorite: row!, created: true };
  });
}

export async function deleteFavorite(db: Queryable, customerId: number, id: number): Promise<void> {
  requireCustomer(customerId);
  const rows = await db.query('delete from favorite where id = $1 and customer_id = $2 returning id', [id, customerId]);
  if (rows.length === 0) throw notFound(`Favorite ${id}`);
}
