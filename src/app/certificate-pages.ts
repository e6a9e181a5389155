/**
 * The certificate and evaluation pages (issue 12 §3–§4) are loaded in two steps: the route table
 * imports this small module, which imports the pages. The start page's script thus carries one
 * loader with an empty preload list (not the pages' chunk names) for all of them, for one more small
 * request on the first such page (npm run budget: the three routes cost ~110 bytes gzip this way).
 */
import type { RouteObject } from 'react-router-dom';
import type { CertificatePath } from './certificate-paths';

type Route = Pick<RouteObject, 'Component'>;

export default async function certificatePage(path: CertificatePath): Promise<Route> {
  const pages = await import('./certificate-page-modules');
  if (path === 'teilnehmer-feedback') return pages.evaluationRoute;
  if (path === 'lernerfolgskontrolle/:id') return pages.learningCheckRoute;
  return pages.attendanceOrLookupRoute;
}
