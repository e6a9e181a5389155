/**
 * A list of courses in their short form (CourseOverview: package and referent answers), as the
 * search result cards, each linked to its course page. Used by the package and referent pages.
 */
import type { CourseOverview } from '../../shared/catalogue';
import { coursePath } from '../../shared/page-paths';
import type { CourseSummary } from '../../shared/search';
import { CourseCard } from '../course-card/CourseCard';
import './course-overview-list.css';

/** The card reads the search's course shape; an overview is the same course without distances. */
function asSummary(course: CourseOverview): CourseSummary {
  return {
    ...course,
    courseSchedules: course.courseSchedules.map((schedule) => ({ ...schedule, distanceKm: null })),
    minPrice: course.minPrice ?? 0,
  };
}

export interface CourseOverviewListProps {
  courses: readonly CourseOverview[];
  /** Id of the heading that names the list. */
  labelledBy: string;
}

export function CourseOverviewList({ courses, labelledBy }: CourseOverviewListProps) {
  return (
    <ul className="course-overview-list" aria-labelledby={labelledBy}>
      {courses.map((course) => (
        // A course without a priced date has no 'from' price to show.
        <li key={course.id} className={course.minPrice === null ? 'course-overview-list__item--unpriced' : undefined}>
          <CourseCard course={asSummary(course)} href={coursePath(course)} />
        </li>
      ))}
    </ul>
  );
}
