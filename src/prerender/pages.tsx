/**
 * The server's rendering of a page's first screen (issue 10 §2), built by Vite as a module of its own
 * for Node (vite.config.ts, dist/.prerender/pages.js) and called by the server
 * (src/server/plugins/spa-document.ts), which must not import browser code itself. It renders the
 * app's own components — the header, and a result page's SearchPagePreview or a course page's
 * CourseArticle — from the page's first API answer with the page's texts and site data, so the HTML a
 * crawler or a phone gets first holds the navigation and the content, and the app that replaces it
 * draws the same things in the same places.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Header } from '../app/layout/Header';
import { CourseArticle } from '../features/course/CoursePage';
import { SearchPagePreview } from '../features/search/page/SearchPagePreview';
import { SiteProvider, type Site } from '../lib/site-context';
import { TextsProvider } from '../lib/texts';
import { createTranslator } from '../lib/translator';
import type { CourseDetail } from '../shared/catalogue';
import { COURSE_ROUTES } from '../shared/page-paths';
import type { RenderPage } from '../shared/prerender';
import type { SearchResult } from '../shared/search';
import { SEARCH_ROUTES } from '../shared/search-routes';
import { SystemProvider, type SystemHandle } from '../state/system-context';

/** The global actors never start on the server: the header shows what it shows before they do. */
const NO_ACTORS: SystemHandle = {
  current: () => null,
  start: () => new Promise(() => undefined),
  subscribe: () => () => undefined,
};

function pathSegments(pathname: string): string[] | null {
  try {
    return decodeURIComponent(pathname).split('/').filter(Boolean);
  } catch {
    return null;
  }
}

/** The content of `<main>` for the address, or null when it is no result or course page. */
function pageContent(pathname: string, search: string, firstAnswer: unknown): ReactNode | null {
  const [first, segment, ...rest] = pathSegments(pathname) ?? [];
  if (first === undefined || rest.length > 0) return null;
  const route = SEARCH_ROUTES.find((candidate) => candidate.path === first);
  if (route) {
    return (
      <SearchPagePreview
        route={route}
        segment={segment}
        query={new URLSearchParams(search)}
        firstPage={firstAnswer as SearchResult}
      />
    );
  }
  if (COURSE_ROUTES.includes(first) && segment !== undefined)
    return <CourseArticle course={firstAnswer as CourseDetail} />;
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
  const content = pageContent(pathname, search, firstAnswer);
  if (content === null) return null;
  const { language, configuration, messages, staticTexts } = boot;
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
