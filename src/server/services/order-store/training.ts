/**
 * What a course line is (issue 24 §5): its hours, its format, whether it counts for § 15 FAO and how
 * the participant gets in — from the catalogue (the summary) or the order's snapshot (a stored order),
 * never from the browser.
 */
import type { CourseAccess, LineTraining } from '../../../shared/order.ts';
import type { CourseKind } from '../../../shared/search.ts';
import type { CourseType, SearchType } from '../../../shared/types.ts';
import { fao15Hours } from '../catalogue.ts';

const ACCESS: Record<CourseType, CourseAccess> = {
  PRESENT: 'ON_SITE',
  ONLINE: 'ONLINE_LINK_BY_EMAIL',
  SELF: 'SELF_STUDY_PERIOD',
};

export function lineTraining(course: { type: SearchType; kind: CourseKind; courseType: CourseType; durationValue: number }): LineTraining {
  return {
    hours: course.durationValue,
    format: course.courseType,
    fao15: fao15Hours(course),
    access: ACCESS[course.courseType],
  };
}
