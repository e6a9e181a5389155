/** Status and API error body ({ statusCode, code, message, field? }) of a failed call. */
import { isHTTPError } from 'ky';
import type { ApiError } from '../shared/types';
import { readApiError } from './http';

export interface FailedCall {
  /** HTTP status, or 0 when no answer arrived (network failure, timeout, other error). */
  status: number;
  body: ApiError | null;
}

export async function describeFailure(error: unknown): Promise<FailedCall> {
  if (!isHTTPError(error)) return { status: 0, body: null };
  return { status: error.response.status, body: await readApiError(error) };
}
