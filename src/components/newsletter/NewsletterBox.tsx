/**
 * The newsletter block of the footer and the NEWSLETTER start module, in light or dark style. The
 * form (Formik + Yup) loads when it is needed (near the viewport, or when the browser is idle), so the
 * start page's first screen does not wait for it; it starts afresh on every route.
 */
import { Suspense, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/texts';
import type { BoxStyle } from '../../lib/site-context';
import { lazyPart } from '../lazy-part';
import { WhenNeeded } from '../WhenNeeded';

const NewsletterSignup = lazyPart(() => import('./NewsletterSignup').then((module) => module.default));

export interface NewsletterBoxProps {
  variant: BoxStyle;
  headingLevel?: 2 | 3;
  className?: string;
}

export function NewsletterBox({ variant, headingLevel = 2, className = '' }: NewsletterBoxProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`newsletter newsletter--${variant} ${className}`.trim()} aria-labelledby={headingId}>
      <Heading id={headingId} className="newsletter__title">
        {t('newsletter.title')}
      </Heading>
      <p className="newsletter__intro">{t('newsletter.intro')}</p>
      <WhenNeeded placeholderClassName="newsletter__placeholder">
        <Suspense fallback={<div className="newsletter__placeholder" />}>
          {/* A new key per route resets the form, its messages and its alert (spec §4). */}
          <NewsletterSignup key={pathname} />
        </Suspense>
      </WhenNeeded>
    </section>
  );
}
