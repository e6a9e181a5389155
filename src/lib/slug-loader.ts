/**
 * Route loaders of pages of one thing ('/fortbildung/{slug}-{id}', '/veranstalter/{slug}-{id}', …):
 * a path part without an id is the 404 page; an unknown id answers 404, which the HTTP client turns
 * into the 404 page; an address with another slug (a renamed course, a mistyped link) is replaced by
 * the thing's own address, query and hash kept, so every page has one address.
 */
import { replace } from 'react-router-dom';
import { parseSlugWithId } from '../shared/page-paths';

export const NOT_FOUND_PATH = '/404';

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export interface SlugLoad<T> {
  /** The '{slug}-{id}' path part. */
  segment: string | undefined;
  request: Request;
  load: (id: number) => Promise<T>;
  /** The canonical address of what was loaded. */
  pathOf: (loaded: T) => string;
}

export async function loadBySlugAndId<T>({ segment, request, load, pathOf }: SlugLoad<T>): Promise<T> {
  const parsed = parseSlugWithId(segment);
  if (!parsed) throw replace(NOT_FOUND_PATH);
  const loaded = await load(parsed.id);
  const url = new URL(request.url);
  const canonical = pathOf(loaded);
  if (decodedPath(url.pathname) !== canonical) throw replace(`${canonical}${url.search}${url.hash}`);
  return loaded;
}
