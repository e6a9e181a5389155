/**
 * The server's rendering of a result page's first screen (issue 10 §2), built by Vite as a module of
 * its own for Node (vite.config.ts, dist/.prerender/search-page.js) and called by the server
 * (src/server/plugins/spa-document.ts), which must not import browser code itself. It renders the
 * app's own components — the header, and SearchPagePreview with the cards of the live page — with the
 * page's texts and site data, so the HTML a crawler or a phone gets first holds the navigation and the
 * courses, and the app that replaces it draws the same things in the same places.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Header } from '../app/layout/Header';
import { SearchPagePreview } from '../features/search/page/SearchPagePreview';
import { SiteProvider, type Site } from '../lib/site-context';
import { TextsProvider, type Texts } from '../lib/texts';
import { createTranslator } from '../lib/translator';
import type { RenderSearchPage } from '../shared/prerender';
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

function renderWith(texts: Texts, site: Site, url: string, element: ReactNode): string {
  return renderToString(
    <TextsProvider i18n={texts}>
      <SiteProvider site={site}>
        <SystemProvider system={NO_ACTORS}>
          <StaticRouter location={url}>{element}</StaticRouter>
        </SystemProvider>
      </SiteProvider>
    </TextsProvider>,
  );
}

export const renderSearchPage: RenderSearchPage = ({ url, boot, firstPage }) => {
  const [pathname = '/', search = ''] = url.split('?');
  const [first, segment, ...rest] = pathSegments(pathname) ?? [];
  const route = SEARCH_ROUTES.find((candidate) => candidate.path === first);
  if (!route || rest.length > 0) return null;
  const { language, configuration, messages, staticTexts } = boot;
  const texts = createTranslator(language, staticTexts, messages.texts);
  const site: Site = { configuration, messages, language };
  return {
    header: renderWith(texts, site, url, <Header />),
    main: renderWith(
      texts,
      site,
      url,
      <SearchPagePreview route={route} segment={segment} query={new URLSearchParams(search)} firstPage={firstPage as SearchResult} />,
    ),
  };
};
