/** Newsletter calls (spec §7): sign-up (double opt-in) and confirmation. */
import { handlingNotFound, http } from '../lib/http';
import type { NewsletterRequest } from '../shared/types';

/** PUT /api/newsletter → 204; 422 for an invalid address. */
export async function subscribeNewsletter(request: NewsletterRequest): Promise<void> {
  await http.put('newsletter', { json: request });
}

export interface NewsletterConfirmation {
  email: string;
}

/** POST /api/newsletter/confirmation → 200 { email }; 404 for an unknown token, which the page shows itself. */
export function confirmNewsletter(token: string): Promise<NewsletterConfirmation> {
  return http.post('newsletter/confirmation', handlingNotFound({ json: { token } })).json<NewsletterConfirmation>();
}
