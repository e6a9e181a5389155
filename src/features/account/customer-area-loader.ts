/**
 * The customer area's route modules, one hop away: the route table imports this tiny module lazily,
 * and it imports the area (customer-area-routes.tsx). So the start page's entry names one small
 * chunk, while the area's chunks and their preload list live here, off the start page's budget
 * (`npm run budget`). Entering the dashboard costs one more small request.
 */
import type { AreaRoute } from './customer-area-routes';

/** The shell, or (section) the route of the overview and the sections. */
export function customerAreaRoute(section?: true): Promise<AreaRoute> {
  return import('./customer-area-routes').then((m) => (section ? m.sectionRoute : m.shellRoute));
}
