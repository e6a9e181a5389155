/**
 * TESTIMONIAL: a customer's quote. Server texts testimonial.title, testimonial.text (the quote) and
 * testimonial.author; config `texts` picks another prefix (the reno site: 'testimonialReno'). With
 * feature REVIEWS the configured overall rating and review count are shown under the quote.
 */
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/ExternalLink';
import { Paragraphs } from '../../../components/Paragraphs';
import { hasFeature, useSite } from '../../../lib/site-context';
import type { StartModule } from '../../../shared/types';
import { ModuleSection } from './ModuleSection';
import { useModuleTexts } from './module-texts';

const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

function Rating() {
  const { t } = useTranslation();
  const { configuration, language } = useSite();
  const { overallRating, reviews } = configuration;
  if (overallRating === null && !reviews) return null;
  const rating = overallRating === null ? '' : new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(overallRating);
  const count = reviews ? new Intl.NumberFormat(LOCALES[language]).format(reviews.count) : '';
  return (
    <div className="testimonial__rating">
      {overallRating !== null && (
        <p className="testimonial__score">
          <span className="testimonial__stars" aria-hidden="true">
            ★★★★★
          </span>{' '}
          {t('start.testimonial.rating', { rating })}
        </p>
      )}
      {reviews && (
        <p className="testimonial__reviews">
          <ExternalLink href={reviews.url}>{t('start.testimonial.reviews', { count: reviews.count, formatted: count, source: reviews.source })}</ExternalLink>
        </p>
      )}
    </div>
  );
}

export function TestimonialModule({ module }: { module: StartModule }) {
  const { configuration } = useSite();
  const texts = useModuleTexts(module.config, 'testimonial');
  const quote = texts.text('text');
  const author = texts.text('author');
  if (!quote) return null;
  return (
    <ModuleSection className="testimonial" title={texts.title('testimonial')}>
      <figure className="testimonial__figure">
        <blockquote className="testimonial__quote">
          <Paragraphs text={quote} />
        </blockquote>
        {author && <figcaption className="testimonial__author">{author}</figcaption>}
      </figure>
      {hasFeature(configuration, 'REVIEWS') && <Rating />}
    </ModuleSection>
  );
}
