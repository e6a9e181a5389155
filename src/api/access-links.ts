/** Personal access links (src/shared/access-links.ts): the page /zugang posts its token. */
import { handlingNotFound, http, withoutAuth } from '../lib/http';
import type { AccessLinkOpened } from '../shared/access-links';

/** POST /api/access-link: no sign-in (the personal link is the proof); its 404 is an answer the page shows. */
export function openAccessLink(token: string): Promise<AccessLinkOpened> {
  return http.post('access-link', handlingNotFound(withoutAuth({ json: { token } }))).json<AccessLinkOpened>();
}
