/** The facts of a seminar package (spec §3 Package): credit hours, price, audience, organizer, scopes. */
import { useTranslation } from '../../lib/texts';
import { Link } from 'react-router-dom';
import { formatCents, formatNumber } from '../../lib/format';
import { isSupportedLanguage } from '../../lib/language';
import type { PackageSummary } from '../../shared/catalogue';
import { organizerPath } from '../../shared/page-paths';

export function useHoursText(): (hours: number) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'de';
  return (hours) => t('packages.hours', { count: hours, hours: formatNumber(hours, language) });
}

export function PackageFacts({ pkg }: { pkg: PackageSummary }) {
  const { t, i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const hoursText = useHoursText();
  return (
    <dl className="package-facts">
      <div>
        <dt>{t('packages.creditValue')}</dt>
        <dd>{hoursText(pkg.creditValue)}</dd>
      </div>
      <div>
        <dt>{t('packages.price')}</dt>
        <dd>
          <span className="package-facts__price">{formatCents(pkg.price.price, language)}</span>{' '}
          <span className="vat-note vat-note--inline">{t('prices.vatShort')}</span>
        </dd>
      </div>
      <div>
        <dt>{t('packages.educationalType')}</dt>
        <dd>{t(`packages.educationalTypes.${pkg.educationalType}`)}</dd>
      </div>
      <div>
        <dt>{t('packages.organizer')}</dt>
        <dd>
          <Link to={organizerPath(pkg.organizer)}>{pkg.organizer.name}</Link>
        </dd>
      </div>
      {pkg.professionalScopes.length > 0 && (
        <div className="package-facts__scopes">
          <dt>{t('packages.scopes')}</dt>
          <dd>
            <ul className="package-tags">
              {pkg.professionalScopes.map((scope) => (
                <li key={scope.id}>{scope.name}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}
