/**
 * The start page ('' route, not lazy). Shows the advert banner when configuration.advertText is
 * non-blank and the configured start modules in their order. Built so far: WELCOME (server texts
 * 'welcome.title' and 'welcome.text'), NEWSLETTER, TEXT_SEARCH and COURSE_PREVIEW; the other
 * modules come with their issue: add them to MODULE_VIEWS.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsletterBox } from '../../components/newsletter/NewsletterBox';
import { usePageMeta } from '../../components/page-meta';
import { Paragraphs } from '../../components/Paragraphs';
import { hasFeature, newsletterStyle, useSite } from '../../lib/site-context';
import type { ModuleName, StartModule } from '../../shared/types';
import { TextSearchModule } from './modules/TextSearchModule';

// The search box and its state machine load as their own chunk, so the start bundle stays small.
const SearchBox = lazy(() => import('../search/box/SearchBox').then((module) => ({ default: module.SearchBox })));
const CoursePreviewModule = lazy(() =>
  import('./modules/CoursePreviewModule').then((module) => ({ default: module.CoursePreviewModule })),
);

function WelcomeModule() {
  const { t, i18n } = useTranslation();
  const title = i18n.exists('welcome.title') ? t('welcome.title') : '';
  const text = i18n.exists('welcome.text') ? t('welcome.text') : '';
  if (!title && !text) return null;
  return (
    <section className="start-module welcome" aria-labelledby={title ? 'welcome-title' : undefined}>
      {title && (
        <h1 id="welcome-title" className="welcome__title">
          {title}
        </h1>
      )}
      {text && <Paragraphs text={text} className="welcome__text" />}
    </section>
  );
}

function NewsletterModule({ module }: { module: StartModule }) {
  const { configuration } = useSite();
  if (!hasFeature(configuration, 'NEWSLETTER')) return null;
  return (
    <div className="start-module">
      <NewsletterBox variant={newsletterStyle(configuration, module.config.style)} />
    </div>
  );
}

const MODULE_VIEWS: Partial<Record<ModuleName, (module: StartModule) => ReactNode>> = {
  WELCOME: () => <WelcomeModule />,
  NEWSLETTER: (module) => <NewsletterModule module={module} />,
  TEXT_SEARCH: () => <TextSearchModule />,
  COURSE_PREVIEW: () => (
    <Suspense fallback={null}>
      <CoursePreviewModule />
    </Suspense>
  ),
};

export function StartPage() {
  const { configuration, messages } = useSite();
  const { i18n } = useTranslation();
  usePageMeta(null, null);
  const modules = [...configuration.modules]
    .sort((a, b) => a.position - b.position)
    .filter((module) => MODULE_VIEWS[module.name]);
  const advert = configuration.advertText.trim();
  const hasWelcomeHeading = modules.some((module) => module.name === 'WELCOME') && i18n.exists('welcome.title');
  return (
    <div className="start-page">
      {!hasWelcomeHeading && <h1 className="visually-hidden">{messages.defaultSiteTitle}</h1>}
      {hasFeature(configuration, 'SEARCH_BOX') && (
        <Suspense fallback={null}>
          <SearchBox />
        </Suspense>
      )}
      {advert && (
        <aside className="advert" aria-labelledby="advert-text">
          <p id="advert-text" className="advert__text">
            {advert}
          </p>
        </aside>
      )}
      {modules.map((module) => (
        <div key={`${module.name}-${module.position}`} className={`start-page__module start-page__module--${module.name.toLowerCase()}`}>
          {MODULE_VIEWS[module.name]?.(module)}
        </div>
      ))}
    </div>
  );
}
