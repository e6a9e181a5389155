/** Something the step needs is on its way: a spinner with the step's text, or the spoken default. */
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { Spinner } from '../../../components/Spinner';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import type { WaitingView } from './step-view';

export function WaitingStep({ view }: { view: WaitingView }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  if (view.text === null) return <LoadingIndicator />;
  return (
    <div className="loading" role="status">
      <Spinner />
      <p>{t(view.text)}</p>
    </div>
  );
}
