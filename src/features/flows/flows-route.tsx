/**
 * The /ablaeufe page as the route table reaches it (src/app/optional-routes.tsx): a small module, so
 * the table's preload list for it stays short. The explorer itself (machines, elkjs, xstate/graph)
 * loads from here when the page renders.
 */
import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const FlowsPage = lazy(() => import('./FlowsPage'));

export function Component() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <FlowsPage />
    </Suspense>
  );
}
