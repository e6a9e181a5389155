/**
 * A distance-learning position's instalment plan (issue 26 §3, src/shared/instalments.ts): each
 * instalment with its due date, its period and its amount — before the order (the first one "mit der
 * Bestellung") and, in "Meine Kurse", with where it stands (its invoice, due, cancelled by a
 * termination, owed in part). A table whose accessible name is "Zahlungsplan", in fixed columns that
 * wrap, so nothing scrolls sideways on a phone. The texts are the checkout's (the caller has loaded them).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/texts';
import { CHECKOUT_NAMESPACE } from '../lib/checkout-texts';
import { formatCents } from '../lib/format';
import { formatDate } from '../lib/format-date';
import { isSupportedLanguage } from '../lib/language';
import type { PricedLine } from '../shared/order';
import './InstalmentPlan.css';

type Entry = NonNullable<PricedLine['instalments']>[number];

export interface InstalmentPlanProps {
  instalments: readonly Entry[];
  /** Meine Kurse: each instalment's invoice link (the PDF), when it has one. */
  invoiceLink?: (entry: Entry) => ReactNode;
}

export function InstalmentPlan({ instalments, invoiceLink }: InstalmentPlanProps) {
  const { t, i18n } = useTranslation(CHECKOUT_NAMESPACE);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const money = (cents: number) => formatCents(cents, language);
  const placed = instalments.some((entry) => entry.status !== undefined);
  const due = (entry: Entry) => {
    if (entry.status === 'CANCELLED') return t('checkout.instalments.cancelled');
    if (entry.status === 'INVOICED') return entry.invoiceNumber ? t('checkout.instalments.invoiced', { number: entry.invoiceNumber }) : '';
    if (!placed && entry.number === 1) return t('checkout.instalments.withOrder');
    return t('checkout.instalments.dueOn', { date: formatDate(entry.dueOn) });
  };
  return (
    <table className="instalment-plan">
      <caption>{t('checkout.instalments.caption', { count: instalments.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('checkout.instalments.number')}</th>
          <th scope="col">{t('checkout.instalments.due')}</th>
          <th scope="col">{t('checkout.instalments.period')}</th>
          <th scope="col">{t('checkout.instalments.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {instalments.map((entry) => (
          <tr key={entry.number} className={entry.status === 'CANCELLED' ? 'instalment-plan__cancelled' : undefined}>
            <th scope="row">
              {t('checkout.instalments.ordinal', { number: entry.number })}
            </th>
            <td>
              {due(entry)}
              {entry.status === 'INVOICED' && invoiceLink?.(entry)}
              {placed && entry.status !== 'PLANNED' && (
                <span className="instalment-plan__date"> · {t('checkout.instalments.dueOn', { date: formatDate(entry.dueOn) })}</span>
              )}
            </td>
            <td>
              {t('checkout.summary.dates', { start: formatDate(entry.periodFrom), end: formatDate(entry.periodUntil) })}
            </td>
            <td>
              {money(entry.grossValue)}
              {entry.fullGrossValue !== null && entry.fullGrossValue !== undefined && (
                <span className="instalment-plan__partial"> {t('checkout.instalments.partial', { full: money(entry.fullGrossValue) })}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
