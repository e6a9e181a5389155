/**
 * SCOPE_OVERVIEW (FAO): the specialist-lawyer scopes of the messages (lawyerScopes), each linking to
 * its specialist-lawyer course search /fachanwaltslehrgaenge/{slug}-{id}. A click starts a fresh
 * search (stored search data cleared). Server texts scopeOverview.title and scopeOverview.text.
 */
import { useTranslation } from '../../../lib/texts';
import { Link } from 'react-router-dom';
import { Paragraphs } from '../../../components/Paragraphs';
import { clearStoredSearch } from '../../../lib/stored-search';
import { useSite } from '../../../lib/site-context';
import type { StartModule } from '../../../shared/types';
import { slugWithId } from '../../../shared/page-paths';
import { ModuleSection } from './ModuleSection';
import { useModuleTexts } from './module-texts';

export const FAO_ROUTE = 'fachanwaltslehrgaenge';

export function ScopeOverviewModule({ module }: { module: StartModule }) {
  const { t } = useTranslation();
  const { messages } = useSite();
  const texts = useModuleTexts(module.config, 'scopeOverview');
  if (messages.lawyerScopes.length === 0) return null;
  const text = texts.text('text');
  return (
    <ModuleSection className="scope-overview" title={texts.title('scopeOverview')}>
      {text && <Paragraphs text={text} />}
      <ul className="scope-overview__list">
        {messages.lawyerScopes.map((scope) => (
          <li key={scope.id}>
            <Link to={`/${FAO_ROUTE}/${slugWithId(scope.name, scope.id)}`} className="scope-overview__link" onClick={clearStoredSearch}>
              {scope.name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="start-module__actions">
        <Link to={`/${FAO_ROUTE}`} onClick={clearStoredSearch}>
          {t('start.scopeOverview.all')}
        </Link>
      </p>
    </ModuleSection>
  );
}
