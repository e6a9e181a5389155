/** meine-kurse's credit packages (GET /api/customer/packages): each bought package with the hours left. */
import { useTranslation } from '../../../lib/texts';
import { getCreditPackages } from '../../../api/customer-area';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { formatHours, pageLanguage } from '../format-hours';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';

export function CreditPackages() {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const language = pageLanguage(i18n.language);
  const packages = useLoad('packages', (signal) => getCreditPackages({ signal }));
  return (
    <section aria-labelledby="courses-packages">
      <h2 id="courses-packages">{t('packages.title')}</h2>
      {packages.status !== 'ready' ? (
        <LoadState load={packages} loading={t('packages.loading')} error={t('packages.error')} />
      ) : packages.data.length === 0 ? (
        <p>{t('packages.none')}</p>
      ) : (
        <ul className="dashboard-list">
          {packages.data.map((pkg) => (
            <li key={pkg.packageId} className="dashboard-card">
              <h3>{pkg.name}</h3>
              <dl className="dashboard-facts">
                <dt>{t('packages.organizer')}</dt>
                <dd>{pkg.organizer}</dd>
                <dt>{t('packages.remaining')}</dt>
                <dd>
                  {t('packages.remainingValue', {
                    remaining: formatHours(pkg.remainingCredits, language),
                    total: formatHours(pkg.creditHours, language),
                  })}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
