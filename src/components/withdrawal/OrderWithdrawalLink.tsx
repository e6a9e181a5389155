/**
 * "Vertrag widerrufen" for one order (§ 356a BGB; issue 24 §1), on the order-complete pages and per
 * order in the customer area. A signed-in customer gets a signed link for the own order (POST
 * /api/customer/orders/:orderNumber/withdrawal-link) and goes straight to the withdrawal; a guest
 * goes to /vertrag-widerrufen with order number and e-mail prefilled, and gets the link by mail, so
 * nobody withdraws a stranger's order.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { customerWithdrawalLink } from '../../api/withdrawal';
import { useTranslation } from '../../lib/texts';
import { WITHDRAWAL_PAGE, withdrawalLinkPath } from '../../shared/withdrawal-page';

export interface OrderWithdrawalLinkProps {
  orderNumber: string;
  /** The guest's e-mail, to prefill the form for a link. */
  email?: string;
  /** A signed-in customer's own order: the link is asked for at once. */
  customer: boolean;
  className?: string;
}

export function OrderWithdrawalLink({ orderNumber, email, customer, className = 'button button--secondary' }: OrderWithdrawalLinkProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!customer) {
    return (
      <Link to={WITHDRAWAL_PAGE} state={{ orderNumber, ...(email ? { email } : {}) }} className={className}>
        {t('withdrawalLink.open')}
      </Link>
    );
  }
  const open = async () => {
    setState('busy');
    try {
      const { token } = await customerWithdrawalLink(orderNumber);
      await navigate(withdrawalLinkPath(token));
    } catch (error) {
      console.warn('withdrawal link failed', error);
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void open()} disabled={state === 'busy'} aria-busy={state === 'busy'}>
        {t('withdrawalLink.open')}
      </button>
      {state === 'failed' && (
        <span role="alert" className="withdrawal-link__error">
          {t('withdrawalLink.failed')}
        </span>
      )}
    </>
  );
}
