import { Spinner } from '../../components/Spinner';
import { useTranslation } from '../../lib/texts';

/** While the checkout choice or its texts load (./CheckoutChoice.tsx): the app's own texts say what happens. */
export function CheckoutChoiceLoading() {
  const { t } = useTranslation();
  return (
    <p className="checkout-choice" role="status">
      <Spinner /> {t('app.loading')}
    </p>
  );
}
