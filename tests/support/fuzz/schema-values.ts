/**
 * Values for a JSON Schema of the OpenAPI document: mostly ones the schema allows (so requests get
 * past validation into the services), every so often a hostile one (values.ts), a missing required
 * property, an unknown one or a wrong type — at every level.
 */
import fc from 'fast-check';
import { nastyJson, nastyString, numberText } from './values.ts';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

/** Real values the seeded database holds, so ids and codes often hit something. */
export interface ValuePools {
  /** Ids that exist in some table (courses, dates, price levels, scopes, cities, …). */
  ids: number[];
  voucherCodes: string[];
  words: string[];
  /** Bookable course dates with a price level of theirs, so cart writes succeed now and then. */
  bookings: { courseId: number; scheduleId: number; priceLevelId: number }[];
}

/** The calendar-day pattern of schemas/primitives.ts: real days get further than random digits. */
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const EMAILS = ['kunde@kursmarkt.example', 'a@b.de', 'max.mustermann@example.com', 'x@y', '@', 'a@b.de '.repeat(3)];

/** Makes the values of an object's properties and an array's items. */
type ChildValue = (schema: JsonSchema | undefined, pools: ValuePools, name: string, depth: number) => fc.Arbitrary<unknown>;

/** A valid-looking value for `schema`, all the way down; `name` (the property or parameter) picks a pool. */
export function validValue(schema: JsonSchema | undefined, pools: ValuePools, name = '', depth = 0): fc.Arbitrary<unknown> {
  return schemaValue(schema, pools, name, depth, validValue);
}

function schemaValue(schema: JsonSchema | undefined, pools: ValuePools, name: string, depth: number, child: ChildValue): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => schemaValue(alternative, pools, name, depth + 1, child)));
  const types = ([] as string[]).concat(schema.type ?? (schema.properties ? 'object' : 'string'));
  return fc.oneof(...types.map((type) => valueOfType(type, schema, pools, name, depth, child)));
}

function valueOfType(type: string, schema: JsonSchema, pools: ValuePools, name: string, depth: number, child: ChildValue): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerValue(schema, pools);
    case 'number': {
      const step = schema.multipleOf ?? 0.5;
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1e6);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 1e6);
      return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step);
    }
    case 'string':
      return stringValue(schema, pools, name);
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      const minLength = Math.min(schema.minItems ?? 0, maxLength);
      const items = child(schema.items, pools, name, depth + 1);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectValue(schema, pools, depth, child);
    default:
      return fc.constant(null);
  }
}

function integerValue(schema: JsonSchema, pools: ValuePools): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1e6, -(2 ** 53));
  const max = Math.min(schema.maximum ?? 1e6, 2 ** 53);
  const inRange = pools.ids.filter((id) => id >= min && id <= max);
  const edges = [min, max, Math.min(max, Math.max(min, 0)), Math.min(max, Math.max(min, 1))];
  return fc.oneof(
    ...(inRange.length ? [{ weight: 4, arbitrary: fc.constantFrom(...inRange) }] : []),
    { weight: 2, arbitrary: fc.integer({ min, max: Math.min(max, min + 10_000) }) },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
}

function stringValue(schema: JsonSchema, pools: ValuePools, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  if (schema.format === 'date' || schema.pattern === DAY_PATTERN) {
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= (schema.maxLength ?? 10_000));
  }
  const lower = name.toLowerCase();
  if (lower.includes('email')) return fc.constantFrom(...EMAILS);
  if (lower.includes('voucher') || lower === 'code') return fc.constantFrom(...pools.voucherCodes, 'UNBEKANNT');
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pools.words).filter((word) => word.length >= minLength && word.length <= maxLength) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

function objectValue(schema: JsonSchema, pools: ValuePools, depth: number, child: ChildValue): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, child(property, pools, key, depth + 1)])),
    { requiredKeys: required.filter((key) => key in properties) },
  ) as fc.Arbitrary<Record<string, unknown>>;
  if ('courseId' in properties && 'scheduleId' in properties && 'priceLevelId' in properties && pools.bookings.length) {
    // A position to book: half of the time one that exists.
    return fc.oneof(record, fc.tuple(record, fc.constantFrom(...pools.bookings)).map(([position, booking]) => ({ ...position, ...booking, packageId: undefined, packageIncluded: undefined, scopeId: undefined, categoryId: undefined })));
  }
  if (typeof schema.additionalProperties === 'object') {
    const extra = schema.additionalProperties;
    return fc.tuple(record, fc.dictionary(fc.string({ maxLength: 20 }), child(extra, pools, '', depth + 1), { maxKeys: 3 })).map(([known, more]) => ({ ...more, ...known }));
  }
  return record;
}

/**
 * A value for `schema` as a fuzzer sends it: valid most of the time; else hostile, or a valid object
 * with a required property dropped or an unknown one added.
 */
export function fuzzValue(schema: JsonSchema | undefined, pools: ValuePools, name = '', depth = 0): fc.Arbitrary<unknown> {
  const valid = schemaValue(schema, pools, name, depth, fuzzValue);
  const isObject = schema?.type === 'object' || schema?.properties !== undefined;
  return fc.oneof(
    { weight: 12, arbitrary: valid },
    { weight: 2, arbitrary: nastyJson },
    { weight: 1, arbitrary: numberText },
    ...(isObject
      ? [
          { weight: 1, arbitrary: fc.tuple(valid, nastyString, nastyJson).map(([object, key, value]) => ({ ...(object as object), [key]: value })) },
          { weight: 1, arbitrary: fc.tuple(valid, fc.nat()).map(([object, pick]) => withoutOneKey(object as Record<string, unknown>, pick)) },
        ]
      : []),
  );
}

function withoutOneKey(object: Record<string, unknown>, pick: number): Record<string, unknown> {
  const keys = Object.keys(object);
  if (!keys.length) return object;
  const { [keys[pick % keys.length]!]: _dropped, ...rest } = object;
  return rest;
}
