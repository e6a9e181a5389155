/**
 * What a saved search looks for, in words: term, title (Rechtsgebiet), place and radius, delivery
 * type, kind, period, price and organizer — the parameters a customer would recognise. Anything
 * else (sorting, ids) is left out; the "run" link carries all of it.
 */
import { useTranslation } from '../../../lib/texts';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { formatCents } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useSite } from '../../../lib/site-context';
import type { FavoriteParameters } from '../../../shared/customer-area';
import { pageLanguage } from '../format-hours';

export function FavoriteSummary({ parameters: p }: { parameters: FavoriteParameters }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const { messages } = useSite();
  const language = pageLanguage(i18n.language);
  const scope =
    p.scope === undefined
      ? undefined
      : [...messages.lawyerScopes, ...messages.renoScopes].find((s) => s.id === p.scope)?.name;
  const facts: [string, string][] = [];
  if (p.term) facts.push([t('favorites.facts.term'), p.term]);
  if (scope ?? p.selectedScopeName) facts.push([t('favorites.facts.scope'), (scope ?? p.selectedScopeName)!]);
  if (p.cityName)
    facts.push([
      t('favorites.facts.city'),
      p.radius ? t('favorites.facts.radius', { city: p.cityName, radius: p.radius }) : p.cityName,
    ]);
  if (p.courseType && p.courseType !== 'ALL')
    facts.push([t('favorites.facts.courseType'), t(`favorites.courseTypes.${p.courseType}`)]);
  if (p.kind) facts.push([t('favorites.facts.kind'), t(`favorites.kinds.${p.kind}`)]);
  if (p.dateFrom || p.dateTo) {
    facts.push([
      t('favorites.facts.period'),
      [p.dateFrom && formatDate(p.dateFrom), p.dateTo && formatDate(p.dateTo)].map((d) => d || '…').join(' – '),
    ]);
  }
  if (p.priceFrom !== undefined || p.priceTo !== undefined) {
    const price = (cents: number | undefined) => (cents === undefined ? '…' : formatCents(cents, language));
    facts.push([t('favorites.facts.price'), `${price(p.priceFrom)} – ${price(p.priceTo)}`]);
  }
  if (p.organizer) facts.push([t('favorites.facts.organizer'), p.organizer]);
  if (facts.length === 0) return <p className="favorite-summary">{t('favorites.facts.all')}</p>;
  return (
    <dl className="dashboard-facts favorite-summary">
      {facts.map(([label, value]) => (
        <div key={label} className="dashboard-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
