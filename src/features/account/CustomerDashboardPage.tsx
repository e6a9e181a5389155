/**
 * customer-dashboard (spec §2): the signed-in customer's overview — name and e-mail from
 * GET /api/customers/{id} and links to the dashboard's sections. A guest is sent to the login,
 * returning here (with aid when known).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts';
import { Link, useLocation, type RouteObject } from 'react-router-dom';
import { getCustomer, type Customer } from '../../api/customer';
import { useLoginActor, useLoginSelector, useLoginStatus, withAffiliate } from '../../state/login';
import { Alert } from '../../components/Alert';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { usePageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/Spinner';
import { useSite } from '../../lib/site-context';
import { accountLinks } from './account-links';
import './account.css';

type Loaded = { customerId: number; attempt: number } & ({ customer: Customer } | { error: true });

/** The customer's profile for the signed-in id; `retry` asks again. */
function useCustomer(customerId: number | null) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (customerId === null) return;
    const controller = new AbortController();
    getCustomer(customerId, controller.signal).then(
      (customer) => setLoaded({ customerId, attempt, customer }),
      () => {
        if (!controller.signal.aborted) setLoaded({ customerId, attempt, error: true });
      },
    );
    return () => controller.abort();
  }, [customerId, attempt]);
  const current = loaded && loaded.customerId === customerId && loaded.attempt === attempt ? loaded : null;
  return {
    customer: current && 'customer' in current ? current.customer : null,
    failed: customerId === null || (current !== null && 'error' in current),
    retry: () => setAttempt((n) => n + 1),
  };
}

function Dashboard({ customerId }: { customerId: number | null }) {
  const { t } = useTranslation();
  const { configuration } = useSite();
  const { customer, failed, retry } = useCustomer(customerId);
  return (
    <>
      {customer ? (
        <section aria-labelledby="account-welcome">
          <h2 id="account-welcome">{t('account.dashboard.welcome', { name: `${customer.name} ${customer.lastname}` })}</h2>
          <dl>
            <dt>{t('account.dashboard.email')}</dt>
            <dd>{customer.email}</dd>
          </dl>
        </section>
      ) : failed ? (
        <Alert tone="error">
          <p>{t('account.dashboard.error')}</p>
          <p>
            <button type="button" className="button button--secondary" onClick={retry}>
              {t('account.dashboard.retry')}
            </button>
          </p>
        </Alert>
      ) : (
        <div className="loading" role="status">
          <Spinner />
          <span>{t('account.dashboard.loading')}</span>
        </div>
      )}
      <nav aria-label={t('account.dashboard.sections')}>
        <ul className="account-dashboard__links">
          {accountLinks(configuration.features)
            .filter((link) => link.key !== 'overview')
            .map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`account.menu.${link.key}`)}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}

export function CustomerDashboardPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const status = useLoginStatus();
  const login = useLoginActor();
  const customerId = useLoginSelector((snapshot) => snapshot.context.session?.customerId ?? null);
  usePageMeta(t('account.dashboard.title'), null);

  useEffect(() => {
    if (status === 'loggedOut' && login.getSnapshot().matches({ loggedOut: 'idle' })) {
      login.send({ type: 'user.login', returnUrl: withAffiliate(`${pathname}${search}`) });
    }
  }, [status, login, pathname, search]);

  return (
    <article className="page account-dashboard">
      <h1>{t('account.dashboard.title')}</h1>
      {status === 'loggedIn' ? (
        <Dashboard customerId={customerId} />
      ) : status === 'pending' ? (
        <LoadingIndicator />
      ) : (
        <p role="status">{t('account.dashboard.loginRequired')}</p>
      )}
    </article>
  );
}

export const customerDashboardRoute: Pick<RouteObject, 'Component'> = { Component: CustomerDashboardPage };
