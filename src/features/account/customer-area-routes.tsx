/**
 * The customer area's route modules in one lazy module (src/app/more-routes.tsx imports it lazily):
 * the shell and its child route '/customer-dashboard/:section?', which renders the overview or the
 * section the path names — meine-kurse, favoriten, merkzettel, meine-daten, mein-status (spec §2), kanzlei (issue 25 §7) —
 * and sends any other name to the 404 page. One module, so the area is one chunk, loaded once for
 * all its sections (a route per section in the route table would give each a chunk of its own).
 */
import type { ComponentType } from 'react';
import { replace, useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { CustomerDashboardPage } from './CustomerDashboardPage';
import { OverviewPage } from './OverviewPage';
import { BookmarksPage } from './bookmarks/BookmarksPage';
import { CoursesPage } from './courses/CoursesPage';
import { DataPage } from './data/DataPage';
import { FavoritesPage } from './favorites/FavoritesPage';
import { FirmPage } from './firm/FirmPage';
import { StatusPage } from './status/StatusPage';

const NOT_FOUND_PATH = '/404';

/** The sections below /customer-dashboard, by path (account-links.ts links the same paths). */
export const SECTIONS: Readonly<Record<string, ComponentType>> = {
  'meine-kurse': CoursesPage,
  favoriten: FavoritesPage,
  merkzettel: BookmarksPage,
  'meine-daten': DataPage,
  'mein-status': StatusPage,
  kanzlei: FirmPage,
};

const isSection = (name: string | undefined): name is string => name !== undefined && Object.hasOwn(SECTIONS, name);

function SectionPage() {
  const { section } = useParams();
  const Page = section === undefined ? OverviewPage : isSection(section) ? SECTIONS[section]! : null;
  return Page ? <Page /> : null;
}

/** What a lazy route of the area answers (no path, index or children: the route table has them). */
export type AreaRoute = Pick<RouteObject, 'Component' | 'loader'>;

export const shellRoute: AreaRoute = { Component: CustomerDashboardPage };
export const sectionRoute: AreaRoute = {
  loader: ({ params }: LoaderFunctionArgs) =>
    params.section === undefined || isSection(params.section) ? null : replace(NOT_FOUND_PATH),
  Component: SectionPage,
};
