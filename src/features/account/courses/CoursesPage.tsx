/**
 * meine-kurse (spec §2, issue 12 §1): the customer's orders by the year they were placed — a year
 * switcher over the years with orders (GET /api/customer/orders), the year's orders with their
 * positions (GET /api/customer/orders/{year}) — and the bought credit packages with what is left;
 * above them the dates the account takes part in, whoever booked them (ParticipantBookingsSection),
 * and the dates it waits for (WaitingListSection).
 */
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/texts';
import { getCustomerOrders, getCustomerOrdersOfYear } from '../../../api/customer-area';
import { usePageMeta } from '../../../components/page-meta';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { CUSTOMER_ORDERS_MAX_SIZE } from '../../../shared/customer-area';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';
import { useYearParam, YearSelect } from '../YearSelect';
import { CreditPackages } from './CreditPackages';
import { ParticipantBookingsSection } from './ParticipantBookingsSection';
import { OrderCard } from './OrderCard';
import { WaitingListSection } from './WaitingListSection';

function OrdersOfYear({ year }: { year: number }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const orders = useLoad(`orders-${year}`, (signal) => getCustomerOrdersOfYear(year, { signal }));
  if (orders.status !== 'ready')
    return <LoadState load={orders} loading={t('courses.loading')} error={t('courses.error')} />;
  if (orders.data.length === 0) return <p>{t('courses.noneInYear', { year })}</p>;
  return (
    <ol className="dashboard-list" aria-label={t('courses.ordersOf', { year })}>
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ol>
  );
}

function OrderYears({ years }: { years: number[] }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [year, setYear] = useYearParam(years, years[0]!);
  return (
    <>
      <YearSelect label={t('courses.year')} years={years} value={year} onChange={setYear} />
      <OrdersOfYear key={year} year={year} />
    </>
  );
}

export function CoursesPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta(t('courses.title'), null);
  const overview = useLoad('orders', (signal) => getCustomerOrders(CUSTOMER_ORDERS_MAX_SIZE, { signal }));
  return (
    <article className="dashboard-page">
      <h1>{t('courses.title')}</h1>
      <ParticipantBookingsSection />
      <WaitingListSection />
      <section aria-labelledby="courses-orders">
        <h2 id="courses-orders">{t('courses.orders')}</h2>
        {overview.status !== 'ready' ? (
          <LoadState load={overview} loading={t('courses.loading')} error={t('courses.error')} />
        ) : overview.data.years.length === 0 ? (
          <p>
            {t('courses.none')} <Link to="/search">{t('courses.findCourses')}</Link>
          </p>
        ) : (
          <OrderYears years={overview.data.years.map((entry) => entry.year)} />
        )}
      </section>
      <CreditPackages />
    </article>
  );
}
