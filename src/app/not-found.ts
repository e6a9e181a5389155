/**
 * The 404 policy of the HTTP client (spec §8: a 404 of a non-blog request → /404) wired to the
 * router, so the page changes without a reload. Calls whose 404 is an expected answer mark
 * themselves with `handlingNotFound()` and never reach this handler.
 */
import type { DataRouter } from 'react-router-dom';
import { configureHttp } from '../lib/http-config';
import { NOT_FOUND_PATH } from './routes';

/**
 * Sends 404 answers to the 404 page of `router`. Before the router exists (start-up) a 404 is left to
 * the caller: boot shows its error screen instead of reloading /404 in a loop.
 */
export function routeNotFoundTo(getRouter: () => DataRouter | null): void {
  configureHttp({
    onNotFound: () => {
      const router = getRouter();
      if (!router) return;
      if (router.state.location.pathname === NOT_FOUND_PATH) return;
      void router.navigate(NOT_FOUND_PATH, { replace: true });
    },
  });
}
