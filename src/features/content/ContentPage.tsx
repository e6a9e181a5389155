/** The static content pages (agb, impressum, …): GET /api/messages/content/{id} in the route loader. */
import { useLoaderData, type RouteObject } from 'react-router-dom';
import { getContentPage } from '../../api/content';
import type { ContentPageId } from '../../shared/content-pages';
import { ContentSections } from '../../components/ContentSections';
import { usePageMeta } from '../../components/page-meta';
import { currentLanguage } from '../../lib/texts';
import type { ContentPage } from '../../shared/types';

function ContentPageView() {
  const page = useLoaderData() as ContentPage;
  usePageMeta(page.title, page.metaDescription);
  return (
    <article className="page content-page">
      <h1>{page.title}</h1>
      <ContentSections sections={page.sections} />
    </article>
  );
}

/** The lazy part of the route of one content page. */
export function contentRoute(id: ContentPageId): Pick<RouteObject, 'loader' | 'Component'> {
  return {
    loader: () => getContentPage(id, currentLanguage()),
    Component: ContentPageView,
  };
}
