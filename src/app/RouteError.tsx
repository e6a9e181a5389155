/** Error boundary of the routes: a failed page load shows a message inside the layout. */
import { Link, useRouteError } from 'react-router-dom';
import { useTranslation } from '../lib/texts';
import { useEffect } from 'react';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <article className="page status-page" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p className="status-page__lead">{t('routeError.text')}</p>
      <ul className="status-page__links">
        <li>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('routeError.retry')}
          </button>
        </li>
        <li>
          <Link to="/" className="button button--secondary" reloadDocument>
            {t('routeError.home')}
          </Link>
        </li>
      </ul>
    </article>
  );
}
