/**
 * What the route table's catch-all (`*`) does with an address the table does not list (spec §2, §8):
 * - the 404 page itself (/404);
 * - pages behind a feature flag that most visitors never see: the flow explorer /ablaeufe (feature
 *   FLOW_EXPLORER, issue 13), which checks its feature itself;
 * - every other address goes on to /404, replacing the history entry.
 * They live here rather than in the table because the table is part of the start page's JavaScript:
 * a page added here does not make it grow (issue 13: "the start page's JavaScript does not grow by a
 * byte"). The 404 page comes with this module, so an unknown address loads one chunk.
 */
import { replace, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { NotFoundPage } from '../features/content/NotFoundPage';
import { Component as FlowsPage } from '../features/flows/flows-route';
import { NOT_FOUND_PATH } from '../lib/slug-loader';

/** Pathname → page. */
export const PAGES_OUTSIDE_THE_TABLE: Record<string, 'notFound' | 'flowExplorer'> = {
  [NOT_FOUND_PATH]: 'notFound',
  '/ablaeufe': 'flowExplorer',
};

const pageOf = (pathname: string) => PAGES_OUTSIDE_THE_TABLE[pathname.replace(/(.)\/+$/, '$1')];

export function loader({ request }: LoaderFunctionArgs) {
  return pageOf(new URL(request.url).pathname) ? null : replace(NOT_FOUND_PATH);
}

export function Component() {
  const page = pageOf(useLocation().pathname);
  if (page === 'flowExplorer') return <FlowsPage />;
  return page === 'notFound' ? <NotFoundPage /> : null;
}
