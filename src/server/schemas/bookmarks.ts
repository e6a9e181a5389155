/**
 * JSON Schemas of the bookmark calls (spec §7): PUT /api/bookmarks {courseId}, GET /api/bookmarks,
 * GET and DELETE /api/bookmarks/{id}. Unknown body properties are refused (Ajv runs with
 * removeAdditional: false); whether the course exists the service checks (422).
 */
import { id } from './primitives.ts';

/** Bookmark ids are bigint identities; the API keeps them within JavaScript's safe integers. */
const bookmarkId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

export const bookmarkBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['courseId'],
  properties: { courseId: { ...id, description: 'The course to keep on the list' } },
} as const;

export const bookmarkParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: bookmarkId },
} as const;

export const bookmarkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'createdAt', 'course'],
  properties: {
    id: bookmarkId,
    createdAt: { type: 'string', format: 'date-time' },
    course: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'slug', 'kind'],
      properties: {
        id,
        name: { type: 'string' },
        slug: { type: 'string' },
        kind: { type: 'string', enum: ['FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG'] },
      },
    },
  },
} as const;

export const bookmarkListSchema = { type: 'array', items: bookmarkSchema } as const;
