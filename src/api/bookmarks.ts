/**
 * Bookmark calls of the signed-in customer (spec §7): PUT /api/bookmarks {courseId} (201 new, 200
 * already there), GET /api/bookmarks (newest first), GET and DELETE /api/bookmarks/{id}. All carry
 * the bearer token; the id-based calls answer 404 for a bookmark that is gone, which the caller
 * handles itself (the app stays on its page).
 */
import type { Options } from 'ky';
import { handlingNotFound, http } from '../lib/http';
import type { Bookmark, BookmarkRequest } from '../shared/bookmarks';

export type { Bookmark } from '../shared/bookmarks';

export function getBookmarks(options: Options = {}): Promise<Bookmark[]> {
  return http.get('bookmarks', options).json<Bookmark[]>();
}

export function getBookmark(id: number, options: Options = {}): Promise<Bookmark> {
  return http.get(`bookmarks/${id}`, handlingNotFound(options)).json<Bookmark>();
}

/** Idempotent: a course already on the list answers its stored bookmark. */
export function addBookmark(courseId: number, options: Options = {}): Promise<Bookmark> {
  const body: BookmarkRequest = { courseId };
  return http.put('bookmarks', { ...options, json: body }).json<Bookmark>();
}

export async function removeBookmark(id: number, options: Options = {}): Promise<void> {
  await http.delete(`bookmarks/${id}`, handlingNotFound(options));
}
