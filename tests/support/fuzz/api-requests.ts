/**
 * Requests for every operation of the OpenAPI document (GET /api/docs/json): path parameters,
 * query, headers and JSON body generated from the operation's own schemas (schema-values.ts), mixed
 * with hostile values, unknown parameters, wrong content types and broken bodies (values.ts); sent
 * as a guest, with a guest token, or signed in as a customer or as organizer staff.
 */
import fc from 'fast-check';
import { fuzzValue, validValue, type JsonSchema, type ValuePools } from './schema-values.ts';
import {
  brokenBody,
  contentType,
  nastyHeader,
  nastyString,
  queryString,
  toJsonText,
  urlText,
  urlValue,
  type FuzzRequest,
} from './values.ts';

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Who sends the request: the bearer tokens and guest tokens the suite signed in with. */
export interface Callers {
  customerToken: string;
  staffToken: string;
  guestTokens: string[];
}

export interface ApiOperation {
  target: string;
  requests: fc.Arbitrary<FuzzRequest>;
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

export function apiOperations(document: OpenApiDocument, pools: ValuePools, callers: Callers): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const target = `${method.toUpperCase()} ${path}`;
      operations.push({
        target,
        requests: operationRequests(
          target,
          method.toUpperCase() as FuzzRequest['method'],
          path,
          operation,
          pools,
          callers,
        ),
      });
    }
  }
  return operations;
}

function operationRequests(
  target: string,
  method: FuzzRequest['method'],
  path: string,
  operation: OpenApiOperation,
  pools: ValuePools,
  callers: Callers,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;

  const plain = (parameter: OpenApiParameter) => validValue(parameter.schema, pools, parameter.name);
  const validPath = fc.tuple(...pathParameters.map(plain));
  const hostilePath = fc.tuple(...pathParameters.map((parameter) => urlValue(plain(parameter))));
  const queryOf = (value: (parameter: OpenApiParameter) => fc.Arbitrary<unknown>) =>
    fc
      .subarray(queryParameters)
      .chain((chosen) =>
        fc.tuple(
          ...chosen.map((parameter) => value(parameter).map((item) => [parameter.name, item] as [string, unknown])),
        ),
      );
  const validQuery = queryOf(plain).map(queryString);
  const hostileQuery = fc
    .tuple(
      queryOf((parameter) => urlValue(plain(parameter))),
      fc.option(
        fc.tuple(
          fc.oneof(nastyString, fc.constantFrom('type', 'additionalProperties', 'x', 'id', '__proto__')),
          nastyString,
        ),
        { freq: 3 },
      ),
    )
    .map(([entries, unknown]) => queryString(unknown ? [...entries, unknown] : entries));
  const validBody = bodySchema ? validValue(bodySchema, pools).map(toJsonText) : fc.constant(undefined);
  const hostileBody = bodySchema
    ? fc.oneof(
        { weight: 6, arbitrary: fuzzValue(bodySchema, pools).map(toJsonText) },
        { weight: 1, arbitrary: brokenBody },
      )
    : fc.option(fc.oneof(brokenBody, fc.constant('{}')), { freq: 2 }).map((body) => body ?? undefined);

  // A valid request reaches the services; one hostile part checks that part alone; chaos all at once.
  const parts = fc.constantFrom(
    'valid',
    'valid',
    'valid',
    'path',
    'query',
    'body',
    'contentType',
    'caller',
    'headers',
    'chaos',
  );
  return parts.chain((hostile) => {
    const is = (part: string) => hostile === part || hostile === 'chaos';
    return fc
      .record({
        pathValues: is('path') ? hostilePath : validPath,
        query: is('query') ? hostileQuery : validQuery,
        body: is('body') ? hostileBody : validBody,
        contentType: is('contentType') ? contentType : fc.constant('application/json'),
        caller: callerHeaders(callers, is('caller')),
        extraHeaders: extraHeaders(is('headers')),
        head: fc.integer({ min: 0, max: 9 }),
      })
      .map(
        ({
          pathValues: values,
          query: search,
          body: payload,
          contentType: type,
          caller,
          extraHeaders: extra,
          head,
        }): FuzzRequest => {
          let url = path;
          pathParameters.forEach((parameter, index) => {
            const value = values[index];
            const text =
              typeof value === 'object' && value !== null && 'raw' in value ? String(value.raw) : urlText(value);
            url = url.replace(`{${parameter.name}}`, text);
          });
          const headers: Record<string, string> = { ...caller, ...extra };
          if (payload !== undefined) headers['content-type'] = type;
          return {
            target,
            // GET routes answer HEAD as well; a tenth of them go as HEAD.
            method: method === 'GET' && head === 0 ? 'HEAD' : method,
            url: url + search,
            headers,
            ...(payload !== undefined ? { payload } : {}),
          };
        },
      );
  });
}

/** A guest, a guest token, a customer or organizer staff; hostile: a broken guest token or bearer header. */
function callerHeaders(
  { customerToken, staffToken, guestTokens }: Callers,
  hostile: boolean,
): fc.Arbitrary<Record<string, string>> {
  if (hostile) {
    return fc.oneof(
      nastyHeader.map((value) => ({ 'x-auth': value })),
      fc
        .oneof(
          nastyHeader,
          fc.constantFrom(
            `Bearer ${customerToken.slice(0, -3)}xyz`,
            'Bearer',
            'Bearer ',
            'Basic YTpi',
            `bearer ${customerToken}`,
            `Bearer ${customerToken} extra`,
          ),
        )
        .map((value) => ({ authorization: value })),
    );
  }
  return fc.oneof(
    fc.constant({}),
    fc.constantFrom(...guestTokens).map((token) => ({ 'x-auth': token })),
    fc.constant({ authorization: `Bearer ${customerToken}` }),
    fc.constant({ authorization: `Bearer ${staffToken}` }),
  );
}

/** Headers the API reads or might trip over; hostile: with values no client should send. */
function extraHeaders(hostile: boolean): fc.Arbitrary<Record<string, string>> {
  const text = (...plausible: string[]) =>
    hostile ? fc.oneof(fc.constantFrom(...plausible), nastyHeader) : fc.constantFrom(...plausible);
  return fc
    .record(
      {
        'accept-language': text('de', 'en', 'de-DE,de;q=0.9', '*'),
        'accept-encoding': text('br', 'gzip', 'deflate', 'br;q=0, gzip;q=0', 'identity', '*', 'unknown'),
        'idempotency-key': text('key-1', 'key-2'),
        cookie: text('a=b'),
        'if-none-match': text('*', '"abc"', 'W/"x"'),
      },
      { requiredKeys: [] },
    )
    .map((headers) => headers as Record<string, string>);
}
