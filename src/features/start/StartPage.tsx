/**
 * The start page ('' route, not lazy). Shows the search box with feature SEARCH_BOX, the advert
 * banner when configuration.advertText is non-blank, every configured start module (spec §1) in the
 * order of its position, and after them the 'selfStudies' start component when
 * configuration.startPageComponent names it. A module that is not configured is not rendered and
 * loads nothing: the modules that load data (COURSE_PREVIEW, EKBW_COURSE_OVERVIEW, selfStudies) are
 * their own chunks. Each module's content comes from its `config` and the server texts (see
 * modules/module-texts.ts); WELCOME uses 'welcome.title' (the page's h1) and 'welcome.text'.
 */
import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { useTranslation } from '../../lib/texts';
import { NewsletterBox } from '../../components/newsletter/NewsletterBox';
import { usePageMeta } from '../../components/page-meta';
import { Paragraphs } from '../../components/Paragraphs';
import { WhenNeeded } from '../../components/WhenNeeded';
import { hasFeature, newsletterStyle, useSite } from '../../lib/site-context';
import type { ModuleName, StartModule } from '../../shared/types';
import { AboutUsModule } from './modules/AboutUsModule';
import { BenefitsBoxImmoCampusModule } from './modules/BenefitsBoxImmoCampusModule';
import { BenefitsBoxModule } from './modules/BenefitsBoxModule';
import { CategoriesModule } from './modules/CategoriesModule';
import { NewsModule } from './modules/NewsModule';
import { OrganizerInfoModule } from './modules/OrganizerInfoModule';
import { ScopeOverviewModule } from './modules/ScopeOverviewModule';
import { ScopeOverviewRenoModule } from './modules/ScopeOverviewRenoModule';
import { TestimonialModule } from './modules/TestimonialModule';
import { TextSearchModule } from './modules/TextSearchModule';
import { WhoToModule } from './modules/WhoToModule';

/** configuration.startPageComponent naming the self-study search component (spec §1). */
export const SELF_STUDIES_COMPONENT = 'selfStudies';

const CoursePreviewModule = lazyPart(() => import('./modules/CoursePreviewModule').then((module) => module.CoursePreviewModule));
const EkbwCourseOverviewModule = lazyPart(() =>
  import('./modules/EkbwCourseOverviewModule').then((module) => module.EkbwCourseOverviewModule),
);
const SelfStudiesComponent = lazyPart(() => import('./modules/SelfStudiesComponent').then((module) => module.SelfStudiesComponent));

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

const MODULE_VIEWS: Record<ModuleName, (module: StartModule) => ReactNode> = {
  WELCOME: () => <WelcomeModule />,
  NEWSLETTER: (module) => <NewsletterModule module={module} />,
  TEXT_SEARCH: () => <TextSearchModule />,
  // Below the first screen: loads (with its search request) when it is needed.
  COURSE_PREVIEW: () => (
    <WhenNeeded>
      <Suspense fallback={null}>
        <CoursePreviewModule />
      </Suspense>
    </WhenNeeded>
  ),
  EKBW_COURSE_OVERVIEW: (module) => (
    <Suspense fallback={null}>
      <EkbwCourseOverviewModule module={module} />
    </Suspense>
  ),
  ORGANIZER_INFO: (module) => <OrganizerInfoModule module={module} />,
  NEWS: (module) => <NewsModule module={module} />,
  BENEFITS_BOX: (module) => <BenefitsBoxModule module={module} />,
  BENEFITS_BOX_IMMO_CAMPUS: (module) => <BenefitsBoxImmoCampusModule module={module} />,
  TESTIMONIAL: (module) => <TestimonialModule module={module} />,
  WHO_TO: (module) => <WhoToModule module={module} />,
  ABOUT_US: (module) => <AboutUsModule module={module} />,
  CATEGORIES: (module) => <CategoriesModule module={module} />,
  SCOPE_OVERVIEW: (module) => <ScopeOverviewModule module={module} />,
  SCOPE_OVERVIEW_RENO: (module) => <ScopeOverviewRenoModule module={module} />,
};

export interface StartPageProps {
  /**
   * The search box of feature SEARCH_BOX, given by the route table (a feature does not import another).
   * Not lazy: it is the first thing on the page, and arriving after the rest it pushed everything
   * below it down (layout shift 0.5 in Lighthouse, issue 10 §2).
   */
  searchBox?: ReactNode;
}

export function StartPage({ searchBox = null }: StartPageProps) {
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
      {hasFeature(configuration, 'SEARCH_BOX') && searchBox}
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
      {configuration.startPageComponent === SELF_STUDIES_COMPONENT && (
        <div className="start-page__module start-page__module--self-studies">
          <Suspense fallback={null}>
            <SelfStudiesComponent />
          </Suspense>
        </div>
      )}
    </div>
  );
}
