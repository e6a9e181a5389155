/**
 * Bookmark contract of browser and server (spec §7 "PUT /bookmarks with courseId; GET /bookmarks;
 * GET /bookmarks/{id}; DELETE /bookmarks/{id}"): the courses a signed-in customer keeps on their
 * "Merkzettel". The course facts are enough to link its page (shared/page-paths.ts coursePath).
 */
import type { CourseKind } from './search';

export interface BookmarkRequest {
  courseId: number;
}

export interface BookmarkCourse {
  id: number;
  name: string;
  slug: string;
  kind: CourseKind;
}

export interface Bookmark {
  id: number;
  /** ISO timestamp of the first PUT. */
  createdAt: string;
  course: BookmarkCourse;
}
