/**
 * seminar-pakete (spec §2): every seminar package with its credit hours, price, audience, organizer
 * and scopes (GET /api/courses/packages in the route loader), each linked to its detail page.
 */
import { useId } from 'react';
import { useTranslation } from '../../lib/texts';
import { Link, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { getPackages } from '../../api/catalogue';
import { usePageMeta } from '../../components/page-meta';
import { currentLanguage } from '../../lib/texts';
import type { PackageSummary } from '../../shared/catalogue';
import { PackageFacts } from './PackageFacts';
import { packagePath } from '../../shared/page-paths';
import './packages.css';

function PackagesPage() {
  const packages = useLoaderData() as PackageSummary[];
  const { t } = useTranslation();
  const headingId = useId();
  usePageMeta(t('packages.list.title'), t('packages.list.metaDescription'));
  return (
    <div className="page package-page">
      <h1 id={headingId}>{t('packages.list.title')}</h1>
      <p className="package-page__intro">{t('packages.list.intro')}</p>
      {packages.length === 0 ? (
        <p>{t('packages.list.empty')}</p>
      ) : (
        <ul className="package-list" aria-labelledby={headingId}>
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <article className="package-card">
                <h2 className="package-card__title">
                  <Link to={packagePath(pkg)}>{pkg.name}</Link>
                </h2>
                <PackageFacts pkg={pkg} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The lazy part of the seminar-pakete route. */
export const packagesRoute: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: ({ request }: LoaderFunctionArgs) => getPackages(currentLanguage(), request.signal),
  Component: PackagesPage,
};
