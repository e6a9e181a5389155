/**
 * A failed API call as the flows' machines read it: the HTTP status (null when no answer arrived),
 * the API's error code and message, and the rest of the error body for what a flow reads besides
 * (the new summary of a 409, the dates sold out). An aborted call stays an abort: the machine left
 * the state that started it, so nobody waits for its failure.
 */
import { isHTTPError } from 'ky';

export interface CallFailure {
  status: number | null;
  code: string | null;
  message: string;
  /** The error body's other fields, as sent ({} when it was no JSON object). */
  body: Record<string, unknown>;
}

export async function readCallFailure(error: unknown): Promise<CallFailure> {
  if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
  if (!isHTTPError(error)) return { status: null, code: null, message: error instanceof Error ? error.message : String(error), body: {} };
  const failure: CallFailure = { status: error.response.status, code: null, message: error.message, body: {} };
  try {
    const body: unknown = await error.response.clone().json();
    if (typeof body === 'object' && body !== null) failure.body = body as Record<string, unknown>;
  } catch {
    // No JSON body: the status says enough.
  }
  if (typeof failure.body.code === 'string') failure.code = failure.body.code;
  if (typeof failure.body.message === 'string') failure.message = failure.body.message;
  return failure;
}

/** Runs calls whose failure reaches the machine as what `read` makes of it. */
export const failingAs =
  <F>(read: (error: unknown) => Promise<F>) =>
  async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw await read(error);
    }
  };
