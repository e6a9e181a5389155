/**
 * The 'selfStudies' start component (configuration.startPageComponent === 'selfStudies', spec §1):
 * the first self-study courses of a search restricted to types EDUCATION and courseType SELF, with a
 * link to all of them on /selbststudium. Server texts selfStudies.title and selfStudies.text. Loaded
 * as its own chunk, with the result cards, only when configured.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/texts';
import { Link } from 'react-router-dom';
import { searchCourses } from '../../../api/search';
import { Paragraphs } from '../../../components/Paragraphs';
import { Spinner } from '../../../components/Spinner';
import { clearStoredSearch } from '../../../lib/stored-search';
import { SEARCH_FIRST_PAGE } from '../../../shared/constants';
import type { SearchParameters, SearchResult } from '../../../shared/search';
import type { StartModule } from '../../../shared/types';
import { coursePath } from '../../../shared/page-paths';
import { CourseCard } from '../../../components/course-card/CourseCard';
import { ModuleSection } from './ModuleSection';
import { useModuleTexts } from './module-texts';

export const SELF_STUDIES_SIZE = 6;
export const SELF_STUDIES_SEARCH: SearchParameters = { types: 'EDUCATION', courseType: 'SELF', start: SEARCH_FIRST_PAGE, limit: SELF_STUDIES_SIZE };

type State = { status: 'loading' } | { status: 'loaded'; result: SearchResult } | { status: 'failed' };

function useSelfStudies(): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    searchCourses(SELF_STUDIES_SEARCH, abort.signal)
      .then((result) => setState({ status: 'loaded', result }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('self-study search failed', error);
        setState({ status: 'failed' });
      });
    return () => abort.abort();
  }, []);
  return state;
}

/** The start component has no module entry (and no config) of its own. */
const NO_CONFIG: StartModule['config'] = {};

export function SelfStudiesComponent() {
  const { t } = useTranslation();
  const texts = useModuleTexts(NO_CONFIG, 'selfStudies');
  const state = useSelfStudies();
  const text = texts.text('text');
  return (
    <ModuleSection className="self-studies" title={texts.title('selfStudies')} busy={state.status === 'loading'}>
      {text && <Paragraphs text={text} />}
      {state.status === 'loading' && (
        <div className="loading" role="status">
          <Spinner />
          <span className="visually-hidden">{t('start.selfStudies.loading')}</span>
        </div>
      )}
      {state.status === 'failed' && <p role="alert">{t('start.selfStudies.error')}</p>}
      {state.status === 'loaded' && state.result.courses.length === 0 && <p>{t('start.selfStudies.empty')}</p>}
      {state.status === 'loaded' && state.result.courses.length > 0 && (
        <>
          <ol className="self-studies__list">
            {state.result.courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} href={coursePath(course)} />
              </li>
            ))}
          </ol>
          <p className="start-module__actions">
            <Link to="/selbststudium" onClick={clearStoredSearch}>
              {t('start.selfStudies.all', { count: state.result.count })}
            </Link>
          </p>
        </>
      )}
    </ModuleSection>
  );
}
