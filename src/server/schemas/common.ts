/** JSON Schemas shared by several routes. Plain JSON Schema, so Ajv validates and Swagger documents them. */
import { SUPPORTED_LANGUAGES } from '../../shared/constants.ts';

export const apiErrorSchema = {
  $id: 'ApiError',
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
  },
} as const;

/** The error shape with what a refusal adds besides (the places left, the new summary, …). */
export const apiErrorWith = <Extra extends Record<string, unknown>>(extra: Extra) =>
  ({
    type: 'object',
    required: ['statusCode', 'code', 'message'],
    properties: { ...apiErrorSchema.properties, ...extra },
  }) as const;

export const errorResponses = {
  400: { $ref: 'ApiError#' },
  404: { $ref: 'ApiError#' },
  500: { $ref: 'ApiError#' },
} as const;

export const languageSchema = { type: 'string', enum: [...SUPPORTED_LANGUAGES], default: 'de' } as const;

export const languageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { language: languageSchema },
} as const;

export const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;
export const settingsMap = {
  type: 'object',
  additionalProperties: { type: ['string', 'number', 'boolean'] },
} as const;
