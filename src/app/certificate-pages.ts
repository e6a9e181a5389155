/**
 * The certificate and evaluation pages (issue 12 §3–§4) are loaded in two steps: the route table
 * imports this small module, which imports the pages. The start page's script thus carries one
 * loader without the pages' preload list (their chunk names), for one more small request on the first
 * such page: the start page's script had no room for more (npm run budget).
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
