/**
 * Every member's § 15 FAO hours per specialist title in a year against the 15 required, with the gap
 * (GET /api/firm/hours/{year}: the state each member's "Mein Status" shows). A table on wide screens;
 * at 360 px each row becomes a card whose cells carry their column's name (firm.css).
 */
import { getFirmHours } from '../../../api/firm';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { useTranslation } from '../../../lib/texts';
import { FAO_HOURS_PER_YEAR } from '../../../shared/customer-area';
import type { FirmHours } from '../../../shared/firm';
import { formatHours, pageLanguage } from '../format-hours';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';
import { useYearParam, YearSelect } from '../YearSelect';

interface Row {
  key: string;
  member: string;
  title: string | null;
  counted: number;
  missing: number;
  fulfilled: boolean;
}

/** One row per member and title; a member without any title's course gets one row saying so. */
export function hoursRows(hours: FirmHours): Row[] {
  return hours.members.flatMap((member): Row[] => {
    const name = `${member.firstName} ${member.lastName}`;
    if (member.state.titles.length === 0)
      return [{ key: `${member.accountId}`, member: name, title: null, counted: 0, missing: FAO_HOURS_PER_YEAR, fulfilled: false }];
    return member.state.titles.map((title) => ({
      key: `${member.accountId}-${title.scopeId}`,
      member: name,
      title: title.scopeName,
      counted: title.countedHours,
      missing: title.missingHours,
      fulfilled: title.fulfilled,
    }));
  });
}

function YearHours({ year }: { year: number }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const language = pageLanguage(i18n.language);
  const load = useLoad(`firm-hours-${year}`, (signal) => getFirmHours(year, { signal }));
  if (load.status !== 'ready') return <LoadState load={load} loading={t('firm.hours.loading')} error={t('firm.hours.error')} />;
  const rows = hoursRows(load.data);
  const columns = {
    member: t('firm.hours.member'),
    title: t('firm.hours.title'),
    counted: t('firm.hours.counted', { required: FAO_HOURS_PER_YEAR }),
    missing: t('firm.hours.missing'),
  };
  return (
    <table className="firm-hours">
      <caption>{t('firm.hours.caption', { year })}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.member}</th>
          <th scope="col">{columns.title}</th>
          <th scope="col">{columns.counted}</th>
          <th scope="col">{columns.missing}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.fulfilled ? 'firm-hours__row--done' : 'firm-hours__row--gap'}>
            <th scope="row" data-label={columns.member}>
              {row.member}
            </th>
            <td data-label={columns.title}>{row.title ?? t('firm.hours.noTitle')}</td>
            <td data-label={columns.counted}>{formatHours(row.counted, language)}</td>
            <td data-label={columns.missing}>
              {row.fulfilled ? t('firm.hours.fulfilled') : t('firm.hours.gap', { hours: formatHours(row.missing, language) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function HoursTable() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const current = new Date().getFullYear();
  const years = Array.from({ length: 7 }, (_, index) => current + 1 - index);
  const [year, setYear] = useYearParam(years, current);
  return (
    <section aria-labelledby="firm-hours">
      <h2 id="firm-hours">{t('firm.hours.heading')}</h2>
      <p>{t('firm.hours.rule', { required: FAO_HOURS_PER_YEAR })}</p>
      <YearSelect label={t('firm.hours.year')} years={years} value={year} onChange={setYear} />
      <YearHours key={year} year={year} />
    </section>
  );
}
