/**
 * The centre of a radius search, resolved before the main statement: the cities within the radius
 * with their great-circle distance. With the ids as a parameter the planner sees a short list and
 * walks the city index of search_schedule; a distance formula inside the statement would hide how
 * selective it is.
 */
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import type { SearchQuery } from './parameters.ts';

export interface NearCities {
  cityIds: number[];
  distancesKm: number[];
}

/** Mean earth radius, km: the haversine formula on a sphere is within 0.5 % of the ellipsoid. */
const EARTH_RADIUS_KM = 6371;

/** The cities within the radius of a radius search, with their great-circle distance (haversine). */
export async function resolveNearCities(db: Database, query: SearchQuery): Promise<NearCities | null> {
  const radius = query.schedule.radius;
  if (!radius) return null;
  const rows = await db.query<{ id: number; distance: number | null }>(
    `select ci.id, d.distance
       from (select latitude, longitude from city where id = $1) o
       cross join city ci
       cross join lateral (select 2 * ${EARTH_RADIUS_KM} * asin(sqrt(
                power(sin(radians(ci.latitude - o.latitude) / 2), 2)
                + cos(radians(o.latitude)) * cos(radians(ci.latitude)) * power(sin(radians(ci.longitude - o.longitude) / 2), 2)))
                as distance) d
      where d.distance <= $2
      order by ci.id`,
    [radius.cityId, radius.km],
  );
  if (rows.length === 0) throw new HttpError(400, 'VALIDATION_FAILED', `query 'cityId': no city ${radius.cityId}`, 'cityId');
  return { cityIds: rows.map((row) => row.id), distancesKm: rows.map((row) => row.distance ?? 0) };
}
