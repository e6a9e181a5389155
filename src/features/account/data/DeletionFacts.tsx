/**
 * What deleting the account does to the customer's orders, said before the password is asked for
 * (GET /api/customer/account/deletion): open payments stay owed, upcoming courses stay booked, orders
 * and invoices are kept for the years the tax law names.
 */
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { formatCents } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/texts';
import type { DeletionPreview } from '../../../shared/data-rights';
import { pageLanguage } from '../format-hours';

export function DeletionFacts({ preview }: { preview: DeletionPreview }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const language = pageLanguage(i18n.language);
  return (
    <div className="deletion-facts">
      <h3>{t('data.delete.kept.title')}</h3>
      <p>
        {t('data.delete.kept.text', {
          orders: preview.keptOrders,
          invoices: preview.keptInvoices,
          invoiceYears: preview.retentionYears.invoices,
          orderYears: preview.retentionYears.orders,
        })}
      </p>
      <h3>{t('data.delete.openPayments.title')}</h3>
      {preview.openPayments.length === 0 ? (
        <p>{t('data.delete.openPayments.none')}</p>
      ) : (
        <>
          <p>{t('data.delete.openPayments.text')}</p>
          <ul>
            {preview.openPayments.map((order) => (
              <li key={order.orderNumber}>
                {t('data.delete.openPayments.item', { number: order.orderNumber, amount: formatCents(order.grossValue, language) })}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('data.delete.upcoming.title')}</h3>
      {preview.upcomingCourses.length === 0 ? (
        <p>{t('data.delete.upcoming.none')}</p>
      ) : (
        <>
          <p>{t('data.delete.upcoming.text')}</p>
          <ul>
            {preview.upcomingCourses.map((course) => (
              <li key={`${course.orderNumber}-${course.name}-${course.startDate}`}>
                {t('data.delete.upcoming.item', { name: course.name, date: formatDate(course.startDate), number: course.orderNumber, count: course.seats })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
