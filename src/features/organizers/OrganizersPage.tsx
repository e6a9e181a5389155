/**
 * veranstalter (spec §2): every organizer with its city and website (GET /api/organizer in the
 * route loader), each linked to its page with description, scopes and courses.
 */
import { useId } from 'react';
import { useTranslation } from '../../lib/texts';
import { Link, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { getOrganizers } from '../../api/catalogue';
import { ExternalLink } from '../../components/ExternalLink';
import { usePageMeta } from '../../components/page-meta';
import type { OrganizerSummary } from '../../shared/catalogue';
import { organizerPath } from '../../shared/page-paths';
import { websiteHost } from './website';
import './organizers.css';

function OrganizersPage() {
  const organizers = useLoaderData() as OrganizerSummary[];
  const { t } = useTranslation();
  const headingId = useId();
  usePageMeta(t('organizers.list.title'), t('organizers.list.metaDescription'));
  return (
    <div className="page organizer-page">
      <h1 id={headingId}>{t('organizers.list.title')}</h1>
      <p className="organizer-page__intro">{t('organizers.list.intro')}</p>
      {organizers.length === 0 ? (
        <p>{t('organizers.list.empty')}</p>
      ) : (
        <ul className="organizer-list" aria-labelledby={headingId}>
          {organizers.map((organizer) => (
            <li key={organizer.id} className="organizer-card">
              <h2 className="organizer-card__name">
                <Link to={organizerPath(organizer)}>{organizer.name}</Link>
              </h2>
              {organizer.city && (
                <p className="organizer-card__city">
                  <span className="visually-hidden">{t('organizers.city')}: </span>
                  {organizer.city.name}
                </p>
              )}
              {organizer.website && (
                <p className="organizer-card__website">
                  <span className="visually-hidden">{t('organizers.website')}: </span>
                  <ExternalLink href={organizer.website}>{websiteHost(organizer.website)}</ExternalLink>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The lazy part of the veranstalter route. */
export const organizersRoute: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: ({ request }: LoaderFunctionArgs) => getOrganizers(request.signal),
  Component: OrganizersPage,
};
