/**
 * The contract between the server and the module that pre-renders a page's first screen
 * (src/prerender/pages.tsx, built by Vite for Node into dist/.prerender; issue 10 §2): result pages
 * and course pages, from the page's first API answer. The server loads the built file and never
 * imports the browser code it is made of.
 */
import type { BootData } from './boot-data';

/**
 * The guest checkout's first step, the one page pre-rendered without an API answer: its progress,
 * heading and intro (src/features/checkout/guest/GuestFirstScreen.tsx). Its other steps depend on the
 * checkout stored in the browser and are not.
 */
export const PRE_RENDERED_GUEST_CHECKOUT_PATH = '/guest-order/guest';

/** The built module, relative to the build's folder (dist/). */
export const PRERENDER_MODULE = '.prerender/pages.js';

export interface PageInput {
  /** The page's address: path and query. */
  url: string;
  boot: BootData;
  /** The API's answer to the page's first request (src/server/plugins/page-data.ts); null for a page that asks none. */
  firstAnswer: unknown;
}

export interface PreRenderedPage {
  /** The site header, as the app renders it for a visitor who is not signed in. */
  header: string;
  /** The content of the page's `<main>`. */
  main: string;
}

/** The page's header and `<main>` content, or null when `url` is no page it renders. */
export type RenderPage = (input: PageInput) => PreRenderedPage | null;
