/**
 * customer-dashboard (spec §2) and its children meine-kurse, favoriten, merkzettel, meine-daten and
 * mein-status: the shell every one of them renders in. It is the one owner of the guard: a guest is
 * sent to the login and comes back to the same address (with aid when known); a signed-in customer
 * gets the section navigation and the child page (nested routes in src/app/routes.tsx), which reads
 * the customer id with useDashboard() (dashboard-context.ts). The child pages' texts are the lazily loaded 'account'
 * namespace (src/lib/account-texts.ts), loaded here once for all of them.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../lib/texts';
import { Outlet, useLocation } from 'react-router-dom';
import { useLoginActor, useLoginSelector, useLoginStatus, withAffiliate } from '../../state/login';
import { Alert } from '../../components/Alert';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { usePageMeta } from '../../components/page-meta';
import { useAccountTexts } from '../../lib/account-texts';
import { DashboardNav } from './DashboardNav';
import { DashboardContextValue, type DashboardContext } from './dashboard-context';
import './account.css';
import './dashboard.css';

/** What the shell shows instead of a child page (guest on the way to the login, texts loading): titled. */
function ShellMessage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  usePageMeta(t('account.dashboard.title'), null);
  return (
    <article className="page account-dashboard">
      <h1>{t('account.dashboard.title')}</h1>
      {children}
    </article>
  );
}

function SignedIn({ customerId }: { customerId: number | null }) {
  const { t } = useTranslation();
  const texts = useAccountTexts();
  if (texts.status === 'loading')
    return (
      <ShellMessage>
        <LoadingIndicator />
      </ShellMessage>
    );
  if (texts.status === 'failed' || customerId === null) {
    return (
      <ShellMessage>
        <Alert tone="error">
          <p>{t('account.dashboard.error')}</p>
          <p>
            <button type="button" className="button button--secondary" onClick={texts.retry}>
              {t('account.dashboard.retry')}
            </button>
          </p>
        </Alert>
      </ShellMessage>
    );
  }
  const context: DashboardContext = { customerId };
  return (
    <div className="page account-dashboard dashboard">
      <DashboardNav />
      <div className="dashboard__content">
        <DashboardContextValue value={context}>
          <Outlet />
        </DashboardContextValue>
      </div>
    </div>
  );
}

export function CustomerDashboardPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const status = useLoginStatus();
  const login = useLoginActor();
  const customerId = useLoginSelector((snapshot) => snapshot.context.session?.customerId ?? null);

  useEffect(() => {
    if (status === 'loggedOut' && login.getSnapshot().matches({ loggedOut: 'idle' })) {
      login.send({ type: 'user.login', returnUrl: withAffiliate(`${pathname}${search}`) });
    }
  }, [status, login, pathname, search]);

  if (status === 'loggedIn') return <SignedIn customerId={customerId} />;
  return (
    <ShellMessage>
      {status === 'pending' ? <LoadingIndicator /> : <p role="status">{t('account.dashboard.loginRequired')}</p>}
    </ShellMessage>
  );
}
