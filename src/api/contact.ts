/** Contact request (spec §7): PUT /api/contact → 204; 400 with { field } on invalid input. */
import { http } from '../lib/http';
import type { ContactRequest } from '../shared/types';

export async function sendContactRequest(request: ContactRequest): Promise<void> {
  await http.put('contact', { json: request });
}
