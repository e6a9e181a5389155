/** The 404 page (spec §2): where every unknown route ends up. */
import { Link } from 'react-router-dom';
import { useTranslation } from '../../lib/texts';
import { usePageMeta } from '../../components/page-meta';
import { useSite } from '../../lib/site-context';

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const { messages } = useSite();
  usePageMeta(t('notFound.title'), null);
  return (
    <article className="page status-page">
      <h1>{t('notFound.title')}</h1>
      <p className="status-page__lead">{t('notFound.text')}</p>
      <ul className="status-page__links">
        <li>
          <Link to="/" className="button button--primary">
            {t('notFound.home')}
          </Link>
        </li>
        {messages.mainDomain && (
          <li>
            <a href={messages.mainDomain} className="button button--secondary">
              {t('notFound.mainDomain', { host: hostOf(messages.mainDomain) })}
            </a>
          </li>
        )}
      </ul>
    </article>
  );
}
