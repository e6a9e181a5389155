/** The building blocks every API schema file uses: plain JSON Schema, `as const` so types follow. */
import { SINGLE_LINE_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '../../shared/single-line.ts';

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const bool = { type: 'boolean' } as const;
export const num = { type: 'number' } as const;
/** A calendar day as yyyy-mm-dd. */
export const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
/** A database id (integer primary key). */
export const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** The schema with null allowed too; typed by hand because a generic spread loses the literal type list. */
type Nullable<S extends { type: string }> = { readonly [K in keyof S]: K extends 'type' ? readonly [S['type'], 'null'] : S[K] };
export const nullable = <const S extends { type: string }>(schema: S) => ({ ...schema, type: [schema.type, 'null'] }) as Nullable<S>;
export const arrayOf = <const S extends object>(items: S) => ({ type: 'array', items }) as const;

/** The names of an object's properties, typed as those names (a schema's `required` list). */
export const keysOf = <P extends object>(properties: P) => Object.keys(properties) as (keyof P & string)[];

/** An object with exactly these properties, all required; anything else is refused. */
export const strict = <const P extends Record<string, object>>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: keysOf(properties),
    properties,
  }) as const;

/**
 * A one-line text a person types (a name, street, city, subject, …): 1 to maxLength characters, not
 * only spaces, no line breaks, tabs or other control characters (src/shared/single-line.ts). A
 * refusal names the field and says why (errors.ts).
 */
export const singleLineText = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: SINGLE_LINE_TEXT_PATTERN }) as const;
/** A one-line text that may be empty (an optional referent, an e-mail address checked further by the service). */
export const singleLine = (maxLength: number, minLength = 0) =>
  ({ type: 'string', minLength, maxLength, pattern: SINGLE_LINE_PATTERN }) as const;
