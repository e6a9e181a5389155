/**
 * SCOPE_OVERVIEW_RENO: the law-office staff scopes of the messages (renoScopes), each linking to the
 * staff search route of config `route` ('online-seminare-mitarbeiter', the default, or
 * 'selbststudium-mitarbeiter') as /{route}/{slug}-{id}, plus links to both staff routes. A click
 * starts a fresh search. Server texts scopeOverviewReno.title and scopeOverviewReno.text.
 */
import { useTranslation } from '../../../lib/texts';
import { Link } from 'react-router-dom';
import { Paragraphs } from '../../../components/Paragraphs';
import { clearStoredSearch } from '../../../lib/stored-search';
import { useSite } from '../../../lib/site-context';
import type { StartModule } from '../../../shared/types';
import { slugWithId } from '../../../shared/page-paths';
import { ModuleSection } from './ModuleSection';
import { configString, useModuleTexts } from './module-texts';

export const STAFF_ROUTES = ['online-seminare-mitarbeiter', 'selbststudium-mitarbeiter'] as const;
type StaffRoute = (typeof STAFF_ROUTES)[number];

function staffRoute(value: string | undefined): StaffRoute {
  return STAFF_ROUTES.find((route) => route === value) ?? 'online-seminare-mitarbeiter';
}

export function ScopeOverviewRenoModule({ module }: { module: StartModule }) {
  const { t } = useTranslation();
  const { messages } = useSite();
  const texts = useModuleTexts(module.config, 'scopeOverviewReno');
  if (messages.renoScopes.length === 0) return null;
  const route = staffRoute(configString(module.config, 'route'));
  const text = texts.text('text');
  return (
    <ModuleSection className="scope-overview scope-overview--reno" title={texts.title('scopeOverviewReno')}>
      {text && <Paragraphs text={text} />}
      <ul className="scope-overview__list">
        {messages.renoScopes.map((scope) => (
          <li key={scope.id}>
            <Link to={`/${route}/${slugWithId(scope.name, scope.id)}`} className="scope-overview__link" onClick={clearStoredSearch}>
              {scope.name}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="start-module__actions scope-overview__routes">
        <li>
          <Link to="/online-seminare-mitarbeiter" onClick={clearStoredSearch}>
            {t('start.scopeOverviewReno.online')}
          </Link>
        </li>
        <li>
          <Link to="/selbststudium-mitarbeiter" onClick={clearStoredSearch}>
            {t('start.scopeOverviewReno.selfStudy')}
          </Link>
        </li>
      </ul>
    </ModuleSection>
  );
}
