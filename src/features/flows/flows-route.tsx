/**
 * The /ablaeufe route as the route table sees it: a module with no imports of its own beyond what the
 * entry already holds, so the table's preload list for it names one small file. The explorer itself
 * (machines, elkjs, xstate/graph) loads from here when the page renders.
 */
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const FlowsPage = lazy(() => import('./FlowsPage'));

function FlowsRoute() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <FlowsPage />
    </Suspense>
  );
}

export const flowsRoute: Pick<RouteObject, 'Component'> = { Component: FlowsRoute };
