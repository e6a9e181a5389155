/**
 * mein-status (spec §2, feature EDUCATIONAL_STATE; issue 12 §2): the §15 FAO training state per
 * calendar year (switcher) and specialist title (GET /api/customer/state/{year}) with what a chamber
 * would object to, the courses taken elsewhere (manual entries) and the letter to the bar chamber.
 * Ordered courses with several titles and none chosen count nowhere yet: the page says so and links
 * meine-kurse, where the title is chosen.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/texts';
import { getManualCourses, getTrainingState } from '../../../api/customer-area';
import { usePageMeta } from '../../../components/page-meta';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { formatDate } from '../../../lib/format-date';
import { CUSTOMER_DASHBOARD_PATH } from '../../../shared/page-paths';
import { FAO_HOURS_PER_YEAR, FAO_SELF_STUDY_CAP_HOURS } from '../../../shared/customer-area';
import { LoadState } from '../LoadState';
import { RequireFeature } from '../RequireFeature';
import { useLoad } from '../use-load';
import { useYearParam, YearSelect } from '../YearSelect';
import { ChamberLetter } from './ChamberLetter';
import { ManualCourses } from './ManualCourses';
import { TitleStateCard } from './TitleStateCard';

/** The years offered: five back, the current one and the next (a course booked for next year). */
function yearsAround(current: number): number[] {
  return Array.from({ length: 7 }, (_, index) => current + 1 - index);
}

function YearState({ year }: { year: number }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const state = useLoad(`state-${year}`, (signal) => getTrainingState(year, { signal }));
  const manual = useLoad(`manual-${year}`, (signal) => getManualCourses(year, { signal }));
  const changed = () => {
    state.reload();
    manual.reload();
  };
  return (
    <>
      <section aria-labelledby="status-titles">
        <h2 id="status-titles">{t('status.heading', { year })}</h2>
        {state.status !== 'ready' ? (
          <LoadState load={state} loading={t('status.loading')} error={t('status.error')} />
        ) : (
          <>
            {state.data.unassigned.length > 0 && (
              <div className="title-state__warnings" role="note">
                <p>{t('status.unassigned', { count: state.data.unassigned.length })}</p>
                <ul>
                  {state.data.unassigned.map((course) => (
                    <li key={course.positionId}>
                      {course.title} ({formatDate(course.startDate)})
                    </li>
                  ))}
                </ul>
                <p>
                  <Link to={`${CUSTOMER_DASHBOARD_PATH}/meine-kurse`}>{t('status.assignInCourses')}</Link>
                </p>
              </div>
            )}
            {state.data.titles.length === 0 ? (
              <p>{t('status.none', { year })}</p>
            ) : (
              <ul className="dashboard-list" aria-label={t('status.titles', { year })}>
                {state.data.titles.map((title) => (
                  <li key={title.scopeId}>
                    <TitleStateCard title={title} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <ManualCourses year={year} entries={manual} onChanged={changed} />
      {state.status === 'ready' && (
        <ChamberLetter
          key={JSON.stringify(
            state.data.titles.map((title) => [
              title.scopeId,
              title.courses.map((course) => `${course.source}${course.id}`),
            ]),
          )}
          state={state.data}
        />
      )}
    </>
  );
}

function Status() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta(t('status.title'), null);
  const current = new Date().getFullYear();
  const years = yearsAround(current);
  const [year, setYear] = useYearParam(years, current);
  return (
    <article className="dashboard-page">
      <h1>{t('status.title')}</h1>
      <p>{t('status.rule', { required: FAO_HOURS_PER_YEAR, cap: FAO_SELF_STUDY_CAP_HOURS })}</p>
      <YearSelect label={t('status.year')} years={years} value={year} onChange={setYear} />
      <YearState key={year} year={year} />
    </article>
  );
}

export function StatusPage() {
  return (
    <RequireFeature feature="EDUCATIONAL_STATE">
      <Status />
    </RequireFeature>
  );
}
