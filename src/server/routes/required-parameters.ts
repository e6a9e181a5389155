/**
 * Spec §5: a missing required parameter of the evaluation, document and certificate calls answers
 * 'Required parameter {name} was null or undefined when calling {operation}' (400
 * REQUIRED_PARAMETER, field = the name) — the message generated API clients give, so a caller reads
 * the same words from the client and the server. Runs as preValidation, before the schemas: an empty
 * path segment, the words 'null' / 'undefined' a client pasted into a path, or an absent body are
 * "missing", not "malformed".
 */
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { HttpError } from '../errors.ts';

export const requiredParameterMessage = (name: string, operation: string) =>
  `Required parameter ${name} was null or undefined when calling ${operation}`;

const MISSING = new Set(['', 'null', 'undefined']);

type Where = 'params' | 'query' | 'body';

function isMissing(request: FastifyRequest, where: Where, name: string): boolean {
  if (where === 'body') return request.body === undefined || request.body === null;
  const values = request[where] as Record<string, unknown> | undefined;
  const value = values?.[name];
  return value === undefined || value === null || (typeof value === 'string' && MISSING.has(value.trim()));
}

/** preValidation: the named parameters must be present ({ params: [...], query: [...], body: 'courseEvaluation' }). */
export function requireParameters(
  operation: string,
  parameters: { params?: readonly string[]; query?: readonly string[]; body?: string },
): preValidationAsyncHookHandler {
  const checks: [Where, string][] = [
    ...(parameters.params ?? []).map((name): [Where, string] => ['params', name]),
    ...(parameters.query ?? []).map((name): [Where, string] => ['query', name]),
    ...(parameters.body ? [['body', parameters.body] as [Where, string]] : []),
  ];
  return async (request) => {
    const missing = checks.find(([where, name]) => isMissing(request, where, name));
    if (missing) throw new HttpError(400, 'REQUIRED_PARAMETER', requiredParameterMessage(missing[1], operation), missing[1]);
  };
}
