/**
 * The customer's data rights (contract src/shared/data-rights.ts): the export file, what deleting the
 * account would do, and deleting it with the password. All carry the bearer token (src/lib/http.ts).
 */
import type { Options } from 'ky';
import { http } from '../lib/http';
import type { DeletionPreview, DeletionRequest } from '../shared/data-rights';

/** GET /api/customer/data-export: the JSON file as it is to be saved. */
export function getDataExport(options: Options = {}): Promise<Blob> {
  return http.get('customer/data-export', options).blob();
}

/** GET /api/customer/account/deletion: open payments, upcoming courses, what is kept. */
export function getDeletionPreview(options: Options = {}): Promise<DeletionPreview> {
  return http.get('customer/account/deletion', options).json<DeletionPreview>();
}

/** POST /api/customer/account/delete: 204 deleted; 403 WRONG_PASSWORD, 409 LAST_OFFICE_MANAGER, 429 are the caller's to show. */
export async function deleteAccount(request: DeletionRequest): Promise<void> {
  await http.post('customer/account/delete', { json: request, retry: 0 });
}
