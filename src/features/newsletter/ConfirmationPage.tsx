/**
 * 'newsletter-confirmation?token=…': confirms a newsletter sign-up (POST /api/newsletter/confirmation)
 * in the route loader — once per visit, not once per render — and shows success or failure.
 */
import { Link, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { useTranslation } from '../../lib/texts';
import { confirmNewsletter } from '../../api/newsletter';
import { Alert } from '../../components/Alert';
import { usePageMeta } from '../../components/page-meta';

type Confirmation = { confirmed: true; email: string } | { confirmed: false };

async function loader({ request }: LoaderFunctionArgs): Promise<Confirmation> {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token) return { confirmed: false };
  try {
    const { email } = await confirmNewsletter(token);
    return { confirmed: true, email };
  } catch {
    // Unknown, used or malformed token (404/400) or no answer: the visitor can sign up again.
    return { confirmed: false };
  }
}

function ConfirmationPage() {
  const result = useLoaderData() as Confirmation;
  const { t } = useTranslation();
  usePageMeta(t('newsletterConfirmation.title'), null);
  return (
    <article className="page status-page">
      <h1>{t('newsletterConfirmation.title')}</h1>
      {result.confirmed ? (
        <Alert tone="success">
          <p className="alert__title">{t('newsletterConfirmation.successTitle')}</p>
          <p>{t('newsletterConfirmation.successText', { email: result.email })}</p>
        </Alert>
      ) : (
        <Alert tone="error">
          <p className="alert__title">{t('newsletterConfirmation.failureTitle')}</p>
          <p>{t('newsletterConfirmation.failureText')}</p>
        </Alert>
      )}
      <p>
        <Link to="/" className="button button--secondary">
          {t('newsletterConfirmation.home')}
        </Link>
      </p>
    </article>
  );
}

export const confirmationRoute: Pick<RouteObject, 'loader' | 'Component' | 'shouldRevalidate'> = {
  loader,
  Component: ConfirmationPage,
  // A token confirms once: never ask the server again for the same visit.
  shouldRevalidate: () => false,
};
