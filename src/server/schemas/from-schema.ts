/**
 * TypeScript types derived from the API's JSON schemas (json-schema-to-ts), so a schema and the type
 * of what it describes cannot drift apart (docs/decisions/009-route-types-from-schemas.md).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { apiErrorSchema } from './common.ts';

/** `$ref: 'ApiError#'` resolves to the shared error schema. */
export type ApiSchemaOptions = { references: [typeof apiErrorSchema] };

/** Answers may also be binary: a `format: 'binary'` string (a PDF download) is sent as a Buffer. */
export type ApiAnswerSchemaOptions = ApiSchemaOptions & {
  deserialize: [{ pattern: { type: 'string'; format: 'binary' }; output: Buffer | string }];
};

/** The type of the values a schema accepts. */
export type FromApiSchema<Schema> = FromSchema<Schema & object, ApiSchemaOptions>;
