/**
 * EKBW_COURSE_OVERVIEW: an overview of the coming dates, from GET /api/courses/overview/{year}
 * ?futureEventsOnly: this year's courses, topped up from next year when fewer than `limit` are left
 * (late in the year). Config: `limit` (courses shown, default 8, at most 50), `organizerId` (one
 * organizer's courses; the 'all courses' link then searches that organizer), `year` (only that
 * year). Server texts ekbwCourseOverview.title (may use {{year}}: '2026' or '2026/2027') and
 * ekbwCourseOverview.text. Loaded as its own chunk, only when configured.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/texts';
import { Link } from 'react-router-dom';
import { getYearOverview } from '../../../api/catalogue';
import { Paragraphs } from '../../../components/Paragraphs';
import { Spinner } from '../../../components/Spinner';
import { formatCents } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useSite } from '../../../lib/site-context';
import type { CourseOverview } from '../../../shared/catalogue';
import { SEARCH_FIRST_PAGE } from '../../../shared/constants';
import type { StartModule } from '../../../shared/types';
import { coursePath } from '../../../shared/page-paths';
import { ModuleSection } from './ModuleSection';
import { configPositiveInt, useModuleTexts } from './module-texts';

export const COURSE_OVERVIEW_SIZE = 8;
const MAX_SIZE = 50;

interface Overview {
  /** The years the courses come from (the first one when there are none). */
  years: number[];
  courses: CourseOverview[];
}

type OverviewState = { status: 'loading' } | { status: 'loaded'; overview: Overview } | { status: 'failed' };

function useYearOverview(module: StartModule): OverviewState {
  const { language } = useSite();
  const fixedYear = configPositiveInt(module.config, 'year');
  const limit = Math.min(configPositiveInt(module.config, 'limit') ?? COURSE_OVERVIEW_SIZE, MAX_SIZE);
  const organizerId = configPositiveInt(module.config, 'organizerId');
  const [state, setState] = useState<OverviewState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    const load = (year: number, size: number) =>
      getYearOverview(year, { futureEventsOnly: true, start: SEARCH_FIRST_PAGE, limit: size, organizerId, language });
    const overview = async (): Promise<Overview> => {
      const thisYear = fixedYear ?? new Date().getFullYear();
      const first = await load(thisYear, limit);
      const years = first.courses.length > 0 ? [thisYear] : [];
      let courses = first.courses;
      if (fixedYear === undefined && courses.length < limit) {
        const shown = new Set(courses.map((course) => course.id));
        // The full page: a course with dates in both years is in both answers and shown once.
        const next = (await load(thisYear + 1, limit)).courses.filter((course) => !shown.has(course.id)).slice(0, limit - courses.length);
        if (next.length > 0) years.push(thisYear + 1);
        courses = [...courses, ...next];
      }
      return { years: years.length > 0 ? years : [thisYear], courses };
    };
    overview()
      .then((loaded) => {
        if (active) setState({ status: 'loaded', overview: loaded });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('course overview failed', error);
        setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [fixedYear, limit, organizerId, language]);
  return state;
}

function OverviewEntry({ course }: { course: CourseOverview }) {
  const { t } = useTranslation();
  const { language } = useSite();
  const schedule = course.courseSchedules[0];
  const place = schedule?.city ? schedule.city.name : t(`start.courseOverview.courseTypes.${course.courseType}`);
  return (
    <li className="course-overview__entry">
      <Link to={coursePath(course)} className="course-overview__name">
        {course.name}
      </Link>
      <p className="course-overview__facts">
        {schedule && (
          <>
            <time dateTime={schedule.startDate}>{formatDate(schedule.startDate)}</time>
            {' · '}
          </>
        )}
        {place}
        {' · '}
        {course.organizer.name}
        {course.minPrice !== null && (
          <>
            {' · '}
            {t('start.courseOverview.from', { price: formatCents(course.minPrice, language) })}
          </>
        )}
      </p>
      {course.courseSchedules.length > 1 && (
        <p className="course-overview__more">{t('start.courseOverview.moreDates', { count: course.courseSchedules.length - 1 })}</p>
      )}
    </li>
  );
}

export function EkbwCourseOverviewModule({ module }: { module: StartModule }) {
  const { t } = useTranslation();
  const texts = useModuleTexts(module.config, 'ekbwCourseOverview');
  const state = useYearOverview(module);
  const organizerId = configPositiveInt(module.config, 'organizerId');
  const year = state.status === 'loaded' ? state.overview.years.join('/') : (configPositiveInt(module.config, 'year') ?? new Date().getFullYear());
  const text = texts.text('text');
  const allPath = organizerId ? `/search?${new URLSearchParams({ organizerId: String(organizerId) })}` : '/search';
  const organizer = organizerId && state.status === 'loaded' ? state.overview.courses[0]?.organizer.name : undefined;
  return (
    <ModuleSection className="course-overview" title={texts.title('courseOverview', { year })} busy={state.status === 'loading'}>
      {text && <Paragraphs text={text} />}
      {state.status === 'loading' && (
        <div className="loading" role="status">
          <Spinner />
          <span className="visually-hidden">{t('start.courseOverview.loading')}</span>
        </div>
      )}
      {state.status === 'failed' && <p role="alert">{t('start.courseOverview.error')}</p>}
      {state.status === 'loaded' && state.overview.courses.length === 0 && <p>{t('start.courseOverview.empty')}</p>}
      {state.status === 'loaded' && state.overview.courses.length > 0 && (
        <>
          <ol className="course-overview__list">
            {state.overview.courses.map((course) => (
              <OverviewEntry key={course.id} course={course} />
            ))}
          </ol>
          <p className="start-module__actions">
            <Link to={allPath}>{organizer ? t('start.courseOverview.allOf', { organizer }) : t('start.courseOverview.all')}</Link>
          </p>
        </>
      )}
    </ModuleSection>
  );
}
