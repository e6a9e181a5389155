/** Shown for every route while configuration.maintenance is set (spec §2). */
import { useTranslation } from '../../lib/texts';
import { usePageMeta } from '../../components/page-meta';

export function MaintenancePage() {
  const { t } = useTranslation();
  usePageMeta(t('maintenance.title'), null);
  return (
    <article className="page status-page maintenance-page">
      <h1>{t('maintenance.title')}</h1>
      <p className="status-page__lead">{t('maintenance.text')}</p>
      <p>{t('maintenance.thanks')}</p>
    </article>
  );
}
