/** A centred spinner with a spoken label, for content that is on its way. */
import { useTranslation } from '../lib/texts';
import { Spinner } from './Spinner';

export function LoadingIndicator() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <Spinner />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
