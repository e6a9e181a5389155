/**
 * The detail page of a course (spec §2): fachanwaltslehrgang, fortbildung-15-fao or fortbildung by the
 * course's kind, with '{slug}-{id}' as the last path part, so the name reads in the address and the id
 * finds the course.
 */
import type { CourseKind } from '../../shared/search';
import { slugWithId } from '../search/search-routes';

const ROUTE_OF_KIND: Record<CourseKind, string> = {
  FACHANWALTSLEHRGANG: 'fachanwaltslehrgang',
  FAO15: 'fortbildung-15-fao',
  FORTBILDUNG: 'fortbildung',
};

/** The course detail routes, for the route table. */
export const COURSE_ROUTES: readonly string[] = Object.values(ROUTE_OF_KIND);

export function coursePath(course: { id: number; name: string; kind: CourseKind }): string {
  return `/${ROUTE_OF_KIND[course.kind]}/${slugWithId(course.name, course.id)}`;
}
