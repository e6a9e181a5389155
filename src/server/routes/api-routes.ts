/**
 * The type of every API route plugin: handler types (params, query, body, headers, and what a
 * handler may answer) are derived from the route's JSON schemas by json-schema-to-ts, never written
 * beside them (docs/decisions/009-route-types-from-schemas.md).
 */
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';
import type { ApiAnswerSchemaOptions, ApiSchemaOptions } from '../schemas/from-schema.ts';

export type ApiRoutes<Options extends object = Record<never, never>> = FastifyPluginAsyncJsonSchemaToTs<{
  Options: Options;
  ValidatorSchemaOptions: ApiSchemaOptions;
  SerializerSchemaOptions: ApiAnswerSchemaOptions;
}>;

/**
 * Answers 204 without a body. A 204 route documents its response as `{ type: 'null' }`, which makes
 * the typed `send` want a null payload; sending null would serialize "null", so nothing is sent.
 */
export const noContent = (reply: FastifyReply) => reply.status(204).send();

/** Answers `status` without a body (a HEAD answer, a redirect) on a route that documents it as `{ type: 'null' }`, as noContent does. */
export const withoutBody = (reply: FastifyReply, status: number) => reply.status(status).send();
