/**
 * The dashboard's section navigation: overview and the sections the site's features allow (the user
 * menu's entries, account-links.ts), the current one marked (aria-current). It wraps onto several
 * lines on a narrow screen instead of scrolling sideways.
 */
import { NavLink } from 'react-router-dom';
import { useTranslation } from '../../lib/texts';
import { useSite } from '../../lib/site-context';
import { CUSTOMER_DASHBOARD_PATH } from '../../shared/page-paths';
import { accountLinks } from './account-links';

export function DashboardNav() {
  const { t } = useTranslation();
  const { configuration } = useSite();
  return (
    <nav className="dashboard-nav" aria-label={t('account.dashboard.sections')}>
      <ul className="dashboard-nav__list">
        {accountLinks(configuration.features).map((link) => (
          <li key={link.key}>
            <NavLink to={link.to} end={link.to === CUSTOMER_DASHBOARD_PATH} className="dashboard-nav__link">
              {t(`account.menu.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
