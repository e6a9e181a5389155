/**
 * The contract between the server and the module that pre-renders a result page's first screen
 * (src/prerender/search-page.tsx, built by Vite for Node into dist/.prerender; issue 10 §2). The server
 * loads the built file and never imports the browser code it is made of.
 */
import type { BootData } from './boot-data';

/** The built module, relative to the build's folder (dist/). */
export const SEARCH_PAGE_PRERENDER_MODULE = '.prerender/search-page.js';

export interface SearchPageInput {
  /** The page's address: path and query. */
  url: string;
  boot: BootData;
  /** The API's answer to the page's first search (src/server/plugins/page-data.ts). */
  firstPage: unknown;
}

export interface PreRenderedPage {
  /** The site header, as the app renders it for a visitor who is not signed in. */
  header: string;
  /** The content of the page's `<main>`. */
  main: string;
}

/** The page's header and `<main>` content, or null when `url` is no result page. */
export type RenderSearchPage = (input: SearchPageInput) => PreRenderedPage | null;
