/**
 * The server's rendering of a page's first screen (issue 10 §2), built by Vite as a module of its own
 * for Node (vite.config.ts, dist/.prerender/pages.js) and called by the server
 * (src/server/plugins/spa-document.ts), which must not import browser code itself. It renders the
 * app's own components — the header, and a result page's SearchPagePreview or a course page's
 * CourseArticle — from the page's first API answer with the page's texts and site data, so the HTML a
 * crawler or a phone gets first holds the navigation and the content, and the app that replaces it
 * draws the same things in the same places. The guest checkout's first step needs no answer: its
 * progress, heading and intro are the same for every cart (issue 28 §4).
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { Header } from '../app/layout/Header';
import { GuestFirstScreen } from '../features/checkout/guest/GuestFirstScreen';
import { CourseArticle } from '../features/course/CoursePage';
import { SearchPagePreview } from '../features/search/page/SearchPagePreview';
import { SiteProvider, type Site } from '../lib/site-context';
import { TextsProvider } from '../lib/texts';
import { createTranslator } from '../lib/translator';
import type { CourseDetail } from '../shared/catalogue';
import { pageKindOf } from '../shared/page-kinds';
import type { Language } from '../shared/constants';
import { PRE_RENDERED_GUEST_CHECKOUT_PATH, type RenderPage } from '../shared/prerender';
import type { SearchResult } from '../shared/search';
import type { SearchPath } from '../shared/search-paths';
import { searchRouteOf } from '../shared/search-routes';
import { SystemProvider, type SystemHandle } from '../state/system-context';
import { checkoutTextsFor } from './checkout-texts';

/** The global actors never start on the server: the header shows what it shows before they do. */
const NO_ACTORS: SystemHandle = {
  current: () => null,
  start: () => new Promise(() => undefined),
  subscribe: () => () => undefined,
};

/**
 * The content of `<main>` for the address, from the answer its kind asks first (src/shared/page-kinds.ts
 * `FIRST_ANSWER_OF`), or null when it is no result or course page (or that answer is missing) and no
 * guest checkout's first step.
 */
function pageContent(pathname: string, search: string, firstAnswer: unknown, language: Language): ReactNode | null {
  if (pathname === PRE_RENDERED_GUEST_CHECKOUT_PATH) {
    return (
      <I18nextProvider i18n={checkoutTextsFor(language)}>
        <GuestFirstScreen />
      </I18nextProvider>
    );
  }
  const address = pageKindOf(pathname);
  if (firstAnswer === null || firstAnswer === undefined) return null;
  if (address?.firstAnswer === 'search') {
    return (
      <SearchPagePreview
        route={searchRouteOf(address.first as SearchPath)}
        segment={address.detail}
        query={new URLSearchParams(search)}
        firstPage={firstAnswer as SearchResult}
      />
    );
  }
  if (address?.firstAnswer === 'course') return <CourseArticle course={firstAnswer as CourseDetail} />;
  return null;
}

/**
 * The page's controls are disabled until the app, which handles them, replaces it: a click on a
 * button of the server's page would otherwise be lost (links work as they are). The app's own
 * render of the same controls is enabled.
 */
const disableControls = (html: string) => html.replace(/<(button|input|select|textarea)\b/g, '<$1 disabled=""');

export const renderPage: RenderPage = ({ url, boot, firstAnswer }) => {
  const [pathname = '/', search = ''] = url.split('?');
  const { language, configuration, messages, staticTexts } = boot;
  const content = pageContent(pathname, search, firstAnswer, language);
  if (content === null) return null;
  const texts = createTranslator(language, staticTexts, messages.texts);
  const site: Site = { configuration, messages, language };
  const render = (element: ReactNode) =>
    disableControls(
      renderToString(
        <TextsProvider i18n={texts}>
          <SiteProvider site={site}>
            <SystemProvider system={NO_ACTORS}>
              <StaticRouter location={url}>{element}</StaticRouter>
            </SystemProvider>
          </SiteProvider>
        </TextsProvider>,
      ),
    );
  return { header: render(<Header />), main: render(content) };
};
