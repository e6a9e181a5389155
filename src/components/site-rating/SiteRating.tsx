/**
 * The shop's overall rating and review count from the site configuration (`overallRating`,
 * `reviews`), shown where the configuration's feature REVIEWS is active: under the start page's
 * testimonial and on course pages. Renders nothing when neither is configured.
 */
import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/texts';
import { useSite } from '../../lib/site-context';
import { ExternalLink } from '../ExternalLink';
import './site-rating.css';

export function SiteRating({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { configuration, language } = useSite();
  const { overallRating, reviews } = configuration;
  if (overallRating === null && !reviews) return null;
  const rating =
    overallRating === null
      ? ''
      : formatNumber(overallRating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = reviews ? formatNumber(reviews.count, language) : '';
  return (
    <div className={`site-rating ${className}`.trim()}>
      {overallRating !== null && (
        <p className="site-rating__score">
          <span className="site-rating__stars" aria-hidden="true">
            ★★★★★
          </span>{' '}
          {t('rating.score', { rating })}
        </p>
      )}
      {reviews && (
        <p className="site-rating__reviews">
          <ExternalLink href={reviews.url}>
            {t('rating.reviews', { count: reviews.count, formatted: count, source: reviews.source })}
          </ExternalLink>
        </p>
      )}
    </div>
  );
}
