/**
 * The hostile values of the fuzz suite (tests/server/fuzz.test.ts): strings and numbers that broke or
 * could break a server — NUL, huge and unusual unicode strings, non-finite and out-of-range numbers,
 * broken percent-encoding, wrong JSON types — as fast-check arbitraries, for JSON bodies, URLs,
 * form bodies and headers.
 */
import fc from 'fast-check';

/** A request as the fuzz suite sends it through app.inject. */
export interface FuzzRequest {
  /** What was aimed at, e.g. 'GET /api/course/{id}' or 'POST /oidc/token': the histogram's key. */
  target: string;
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/**
 * A number JSON cannot carry as a value but a JSON text can (1e309 parses to Infinity): generated as
 * this marker string and written into the body text as the bare literal by `toJsonText`.
 */
const RAW_NUMBER = '__fuzz_raw_number__';
const rawNumber = (literal: string) => `${RAW_NUMBER}${literal}${RAW_NUMBER}`;
const RAW_NUMBER_TOKEN = new RegExp(`"${RAW_NUMBER}([-+.0-9eE]+)${RAW_NUMBER}"`, 'g');

/** The body text of a value, with the raw number markers turned into bare number literals. */
export const toJsonText = (value: unknown): string => JSON.stringify(value).replace(RAW_NUMBER_TOKEN, '$1');

/** Number-like texts a parser might turn into something unexpected. */
export const NUMBER_TEXTS = [
  'Infinity', '-Infinity', '+Infinity', 'NaN', '1e309', '-1e309', '1e26', '-1e26', '9007199254740993', '2147483648',
  '-2147483649', '1e-400', '-0', '0', '-1', '0x10', '0b11', '1_000', ' 1', '1 ', '1.5', '.5', '1e3', '١٢', '',
] as const;

const HUGE = 'a'.repeat(20_000);
/** Over Fastify's 1 MB body limit and the provider's 56 kB. */
export const TOO_LARGE = `"${'a'.repeat(1_100_000)}"`;
/** Strings that have broken servers: NUL, control and format characters, huge, odd unicode, injections. */
export const NASTY_STRINGS = [
  '', ' ', '\u0000', 'x\u0000', '\u0000x', 'a\u0000b', '\t\n\r', '\u0007\u001b[31m', '\u202Egnp.exe', '\u200B\u200D\uFEFF',
  'Z\u0351\u0352\u0353\u0354\u0355', 'ß', 'Ärger Öl Übermut', '😀🧑‍⚖️', '𝕂𝕦𝕣𝕤', '\uD800', '\uDFFF', '\uFFFF', 'Ａ',
  'a'.repeat(201), 'ä'.repeat(300), HUGE, '😀'.repeat(3000), "'; drop table course; --", '" or 1=1 --', '\\', '\\u0000',
  '<script>alert(1)</script>', '../../../etc/passwd', '%00', '%', '%ZZ', '${jndi:ldap://x}', '{{7*7}}', 'null', 'undefined',
  'true', '[]', '{}', '__proto__', 'constructor', ...NUMBER_TEXTS,
] as const;

/** Already percent-encoded fragments that decode badly or to NUL; put into URLs as they are. */
export const RAW_URL_FRAGMENTS = ['%00', '%', '%Z', '%ZZ', '%C3', '%C3%28', '%FF%FE', '%ED%A0%80', '%25', '%2F..%2F', '%0D%0A', '+', '..'] as const;

export const nastyString = fc.constantFrom(...NASTY_STRINGS);
export const numberText = fc.constantFrom(...NUMBER_TEXTS);

/** Any JSON value of a wrong kind: numbers past every limit, nesting, arrays, objects, prototypes. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.constantFrom('1e309', '-1e309', '1e26', '1e400', '-0', '1E+2').map(rawNumber),
  fc.constantFrom([], {}, [[[[[]]]]], JSON.parse('{"__proto__":{"admin":true}}') as unknown, { constructor: { prototype: { x: 1 } } }),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
  fc.integer({ min: 5, max: 3000 }).map((depth) => nest(depth)),
);

function nest(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** `encodeURIComponent`, or — for lone surrogates it cannot encode — their UTF-8 bytes escaped as a server sees them. */
export function encodeUrlPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
}

/** A value as it appears in a URL: a text of it, encoded, or a raw fragment that decodes badly. */
export const urlText = (value: unknown): string =>
  typeof value === 'string' ? encodeUrlPart(value) : encodeUrlPart(typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A query string from name → value pairs (arrays repeat the name), unencoded raw fragments kept. */
export function queryString(entries: [string, unknown][]): string {
  const parts = entries.flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) =>
      typeof item === 'object' && item !== null && 'raw' in item ? `${encodeUrlPart(name)}=${String((item as { raw: string }).raw)}` : `${encodeUrlPart(name)}=${urlText(item)}`,
    ),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A URL value: mostly `valid`, sometimes a hostile text, a raw fragment or a repeated parameter. */
export const urlValue = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: nastyString },
    { weight: 1, arbitrary: numberText },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_FRAGMENTS).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.tuple(valid, valid) },
  );

/** Header values a client can send: Latin-1 only (Node refuses others on the wire), NUL included. */
export const nastyHeader = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', 'x'.repeat(8000), 'ä', '\u00ff\u00fe', '1e309', 'Infinity', '-1', '../..', '"'),
  fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\u0020-\u007e]/g, '')),
);

/** Content types a body may come with, right and wrong. */
export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'text/plain',
      'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream',
      'application/vnd.api+json', 'application/json, text/plain', '*/*', 'application/', ';', '\u0000',
    ),
  },
);

/** A JSON body text that is not valid JSON, or valid JSON of an unexpected shape. */
export const brokenBody = fc.constantFrom(
  '', '{', '}', '{"a":', '[1,2', 'null', 'true', '0', '"x"', '[]', '{"a":1,"a":2}', '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}', '\u0000', '{"a":"\\ud800"}', '{"a":1e309}', `{"a":"${HUGE}"}`, '[' .repeat(5000) + ']'.repeat(5000),
  '\uFEFF{}', '{a:1}', "{'a':1}", 'NaN', '-', '1e', '{"a":01}', TOO_LARGE,
);
