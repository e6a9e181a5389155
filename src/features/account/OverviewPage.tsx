/**
 * The dashboard's overview (customer-dashboard): the welcome with name and e-mail from
 * GET /api/customers/{id}, and a summary of what the customer has — orders, saved searches and, with
 * feature BOOKMARK, bookmarked courses — each linking to its section.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from '../../lib/texts';
import { getCustomer } from '../../api/customer';
import { getBookmarkList, getCustomerOrders, getFavorites } from '../../api/customer-area';
import { usePageMeta } from '../../components/page-meta';
import { ACCOUNT_NAMESPACE } from '../../lib/account-texts';
import { hasFeature, useSite } from '../../lib/site-context';
import { CUSTOMER_DASHBOARD_PATH } from '../../shared/page-paths';
import { useDashboard } from './dashboard-context';
import { LoadState } from './LoadState';
import { useLoad } from './use-load';

interface Summary {
  orders: number;
  favorites: number;
  bookmarks: number | null;
}

function useSummary(bookmarks: boolean) {
  return useLoad<Summary>(`summary-${bookmarks}`, async (signal) => {
    const [orders, favorites, marked] = await Promise.all([
      getCustomerOrders(1, { signal }),
      getFavorites({ signal }),
      bookmarks ? getBookmarkList({ signal }) : null,
    ]);
    return { orders: orders.count, favorites: favorites.length, bookmarks: marked ? marked.length : null };
  });
}

export function OverviewPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: tApp } = useTranslation();
  const { configuration } = useSite();
  const { customerId } = useDashboard();
  usePageMeta(tApp('account.dashboard.title'), null);
  const profile = useLoad(`customer-${customerId}`, (signal) => getCustomer(customerId, signal));
  const summary = useSummary(hasFeature(configuration, 'BOOKMARK'));
  return (
    <article className="dashboard-page">
      <h1>{tApp('account.dashboard.title')}</h1>
      {profile.status === 'ready' ? (
        <section aria-labelledby="account-welcome">
          <h2 id="account-welcome">
            {tApp('account.dashboard.welcome', { name: `${profile.data.name} ${profile.data.lastname}` })}
          </h2>
          <dl className="dashboard-facts">
            <dt>{tApp('account.dashboard.email')}</dt>
            <dd>{profile.data.email}</dd>
          </dl>
        </section>
      ) : (
        <LoadState load={profile} loading={tApp('account.dashboard.loading')} error={tApp('account.dashboard.error')} />
      )}
      <section aria-labelledby="account-summary">
        <h2 id="account-summary">{t('overview.summary')}</h2>
        {summary.status === 'ready' ? (
          <ul className="dashboard-summary">
            <li>
              <Link to={`${CUSTOMER_DASHBOARD_PATH}/meine-kurse`}>
                {t('overview.orders', { count: summary.data.orders })}
              </Link>
            </li>
            <li>
              <Link to={`${CUSTOMER_DASHBOARD_PATH}/favoriten`}>
                {t('overview.favorites', { count: summary.data.favorites })}
              </Link>
            </li>
            {summary.data.bookmarks !== null && (
              <li>
                <Link to={`${CUSTOMER_DASHBOARD_PATH}/merkzettel`}>
                  {t('overview.bookmarks', { count: summary.data.bookmarks })}
                </Link>
              </li>
            )}
            {hasFeature(configuration, 'EDUCATIONAL_STATE') && (
              <li>
                <Link to={`${CUSTOMER_DASHBOARD_PATH}/mein-status`}>{t('overview.state')}</Link>
              </li>
            )}
            <li>
              <Link to={`${CUSTOMER_DASHBOARD_PATH}/meine-daten`}>{t('overview.data')}</Link>
            </li>
          </ul>
        ) : (
          <LoadState load={summary} loading={t('overview.loading')} error={t('overview.error')} />
        )}
      </section>
    </article>
  );
}
