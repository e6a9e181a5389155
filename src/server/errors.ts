import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SINGLE_LINE_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '../shared/single-line.ts';
import type { ApiError } from '../shared/types.ts';

/** An expected failure a service reports; the error handler answers it as `{ statusCode, code, message, field? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** More the caller needs (e.g. the new summary of a 409 PRICE_CHANGED); the route's error schema must name it. */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `${what} not found`);

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** Names the field an Ajv issue is about: 'email', 'query.radius' style paths become 'radius'. */
export function fieldOf(issue: ValidationIssue): string | undefined {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const child = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  if (child) return path ? `${path}.${child}` : child;
  return path || undefined;
}

/** What a shared pattern means, said instead of Ajv's "must match pattern "^[^\u0000-…]*$"". */
const PATTERN_MEANINGS: Readonly<Record<string, string>> = {
  [SINGLE_LINE_PATTERN]: 'must be a single line: no line breaks, tabs or other control characters',
  [SINGLE_LINE_TEXT_PATTERN]: 'must be a single line of text: not only spaces, no line breaks, tabs or other control characters',
};

export function describeValidation(error: FastifyError): ApiError {
  const issue = error.validation![0]!;
  const field = fieldOf(issue);
  const params = issue.params as Record<string, unknown>;
  const where = error.validationContext ?? 'request';
  const problem = (issue.keyword === 'pattern' && PATTERN_MEANINGS[params.pattern as string]) || (issue.message ?? 'is invalid');
  const message =
    issue.keyword === 'additionalProperties'
      ? `${where}: unknown property '${field}'`
      : `${where}${field ? ` '${field}'` : ''} ${problem}${
          params.allowedValues ? ` (${(params.allowedValues as unknown[]).join(', ')})` : ''
        }`;
  return { statusCode: 400, code: 'VALIDATION_FAILED', message, ...(field ? { field } : {}) };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) return reply.status(400).send(describeValidation(error));
  if (error instanceof HttpError) {
    const body: ApiError = { statusCode: error.statusCode, code: error.code, message: error.message };
    if (error.field) body.field = error.field;
    return reply.status(error.statusCode).send(error.details ? { ...error.details, ...body } : body);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, body too large, rate limit, …).
    return reply.status(status).send({ statusCode: status, code: error.code ?? 'BAD_REQUEST', message: error.message });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send({
    statusCode: 500,
    code: 'INTERNAL',
    message: `Unexpected error; reference ${request.id}`,
  } satisfies ApiError);
}
