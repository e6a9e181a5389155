/** An order nothing of which can be withdrawn: the reason, and the cancellation terms of the AGB. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { WITHDRAWAL_NAMESPACE } from '../../lib/withdrawal-texts';
import type { WithdrawableOrder } from '../../shared/withdrawal';
import { OrderFacts } from './OrderFacts';

/** The AGB with the cancellation terms (content page 'agb'). */
export const TERMS_PAGE = '/agb';

export function NotWithdrawable({ order }: { order: WithdrawableOrder }) {
  const { t } = useTranslation(WITHDRAWAL_NAMESPACE);
  return (
    <section className="withdrawal-section" aria-labelledby="withdrawal-refused-title">
      <h2 id="withdrawal-refused-title">{t('notWithdrawable.title')}</h2>
      <OrderFacts order={order} />
      <Alert tone="info">
        <p>{t(`refusals.${order.refusal}`)}</p>
      </Alert>
      <p>{t('notWithdrawable.terms')}</p>
      <p>
        <Link to={TERMS_PAGE}>{t('notWithdrawable.termsLink')}</Link>
      </p>
    </section>
  );
}
