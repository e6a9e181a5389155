/**
 * TESTIMONIAL: a customer's quote. Server texts testimonial.title, testimonial.text (the quote) and
 * testimonial.author; config `texts` picks another prefix (the reno site: 'testimonialReno'). With
 * feature REVIEWS the configured overall rating and review count are shown under the quote.
 */
import { Paragraphs } from '../../../components/Paragraphs';
import { SiteRating } from '../../../components/site-rating/SiteRating';
import { hasFeature, useSite } from '../../../lib/site-context';
import type { StartModule } from '../../../shared/types';
import { ModuleSection } from './ModuleSection';
import { useModuleTexts } from './module-texts';

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
      {hasFeature(configuration, 'REVIEWS') && <SiteRating className="testimonial__rating" />}
    </ModuleSection>
  );
}
