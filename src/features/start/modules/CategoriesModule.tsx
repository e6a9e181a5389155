/**
 * CATEGORIES: the scope categories of the messages (scopeCategories), each linking to its category
 * search, with the names of its scopes. Only categories with a scope of the site's search types are
 * shown (EDUCATION: the specialist-lawyer scopes, RENO: the staff scopes). Like the header's category
 * links, a click clears the stored search data so the search starts fresh (spec §2).
 * Server texts categories.title and categories.text.
 */
import { useTranslation } from '../../../lib/texts';
import { Link } from 'react-router-dom';
import { Paragraphs } from '../../../components/Paragraphs';
import { clearStoredSearch } from '../../../lib/stored-search';
import { useSite } from '../../../lib/site-context';
import type { StartModule } from '../../../shared/types';
import { ModuleSection } from './ModuleSection';
import { useModuleTexts } from './module-texts';

export function categorySearchPath(categoryId: number): string {
  return `/search?${new URLSearchParams({ category: String(categoryId) })}`;
}

export function CategoriesModule({ module }: { module: StartModule }) {
  const { t } = useTranslation();
  const { configuration, messages } = useSite();
  const texts = useModuleTexts(module.config, 'categories');
  const siteScopes = [
    ...(configuration.types.includes('EDUCATION') ? messages.lawyerScopes : []),
    ...(configuration.types.includes('RENO') ? messages.renoScopes : []),
  ];
  const names = new Map(siteScopes.map((scope) => [scope.id, scope.name]));
  const categories = messages.scopeCategories
    .map((category) => ({ ...category, scopes: category.scopeIds.flatMap((id) => names.get(id) ?? []) }))
    .filter((category) => category.scopes.length > 0);
  if (categories.length === 0) return null;
  const text = texts.text('text');
  return (
    <ModuleSection className="categories" title={texts.title('categories')}>
      {text && <Paragraphs text={text} />}
      <ul className="categories__list">
        {categories.map((category) => (
          <li key={category.id} className="categories__item">
            <Link to={categorySearchPath(category.id)} className="categories__link" onClick={clearStoredSearch}>
              {category.name}
            </Link>
            <p className="categories__scopes">
              <span className="categories__count">{t('start.categories.scopeCount', { count: category.scopes.length })}</span>{' '}
              {category.scopes.join(', ')}
            </p>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
