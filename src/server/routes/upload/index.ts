/**
 * Proof uploads (spec §7): POST /api/order/file-upload and POST /api/guest-order/file-upload
 * (multipart, field `file`: PDF, JPEG or PNG by content, at most 10 MB), DELETE of an own proof not yet
 * confirmed, and GET …/position/{id}/document/{docId} for the order's owner and the organizer staff of
 * that position's specialist-lawyer course. Stored and offered under the extension of the type the
 * content shows. Rules: services/upload/.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, type UploadedFile } from '../../../shared/order.ts';
import { HttpError } from '../../errors.ts';
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import { guestOrderHeaders, uploadedFileSchema } from '../../schemas/order.ts';
import { binaryAnswer, documentParams, uploadParams } from '../../schemas/payment.ts';
import { hashOrderToken } from '../../services/order/index.ts';
import { payableOrderIds } from '../../services/order-store/index.ts';
import {
  deleteProof,
  readProof,
  receiveProof,
  UPLOADS_PER_OWNER,
  type ProofOwner,
  type ProofReader,
  type StoredProof,
} from '../../services/upload/index.ts';
import { noContent, type ApiRoutes } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, 409: apiError, 413: apiError, 415: apiError, ...errorResponses } as const;
const security = [{ bearerAuth: [] }];
const uploadDescription =
  'multipart/form-data with one field `file`: a PDF, JPEG or PNG (recognised by its content; anything else 415 UPLOAD_TYPE_REFUSED), ' +
  `at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB (413 UPLOAD_TOO_LARGE). At most ${UPLOADS_PER_OWNER} proofs per owner (409 TOO_MANY_UPLOADS).`;

const uploadRoutes: ApiRoutes = async (app) => {
  const { db, uploads } = app;
  // busboy stops reading the file one byte past our limit; our own check (services/upload) answers 413.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 2, parts: 3, headerPairs: 100 },
  });

  async function receive(request: FastifyRequest, owner: ProofOwner): Promise<UploadedFile> {
    if (!request.isMultipart()) {
      throw new HttpError(
        415,
        'UPLOAD_TYPE_REFUSED',
        'Send the file as multipart/form-data in the field "file"',
        'file',
      );
    }
    const part = await request.file();
    if (!part || part.fieldname !== 'file')
      throw new HttpError(400, 'VALIDATION_FAILED', 'body: the field "file" is required', 'file');
    return receiveProof(db, uploads, owner, { fileName: part.filename, stream: part.file });
  }

  /** The order of the X-Order token that may still take proofs (placed, not yet confirmed). */
  async function guestOrderOwner(request: FastifyRequest): Promise<ProofOwner> {
    const [orderId] = await payableOrderIds(db, { tokenHash: hashOrderToken(request.headers['x-order'] as string) });
    if (orderId === undefined)
      throw new HttpError(404, 'NOT_FOUND', 'No order of this order token takes proofs (place the order first)');
    return { orderId };
  }

  const sendProof = (reply: FastifyReply, { file, bytes }: StoredProof) =>
    reply
      .type(file.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .header('cache-control', 'private, no-store')
      .send(bytes);

  /** Organizer staff read the proofs of their organizer's positions besides their own. */
  const accountReader = (request: FastifyRequest): ProofReader => {
    const { customerId, roles, organizerId } = request.identity;
    return roles.includes('organizer_staff') && organizerId
      ? { customerId, staffOrganizerId: organizerId }
      : { customerId };
  };

  app.post('/order/file-upload', {
    preHandler: requireLogin,
    schema: {
      tags: ['order'],
      summary: 'Upload a proof before ordering (kept for the customer, attached to the order when it is placed)',
      description: uploadDescription,
      consumes: ['multipart/form-data'],
      security,
      response: { 200: uploadedFileSchema, ...errors },
    },
    handler: (request) => receive(request, { customerId: request.identity.customerId }),
  });

  app.post('/guest-order/file-upload', {
    schema: {
      tags: ['guest-order'],
      summary: 'Upload a proof for the placed order of the X-Order token',
      description: uploadDescription,
      consumes: ['multipart/form-data'],
      headers: guestOrderHeaders,
      response: { 200: uploadedFileSchema, ...errors },
    },
    handler: async (request) => receive(request, await guestOrderOwner(request)),
  });

  app.delete('/order/file-upload/:id', {
    preHandler: requireLogin,
    schema: {
      tags: ['order'],
      summary: 'Delete an own proof that is not part of an order yet',
      security,
      params: uploadParams,
      response: { 204: { type: 'null' }, ...errors },
    },
    handler: async (request, reply) => {
      await deleteProof(db, uploads, { customerId: request.identity.customerId }, request.params.id);
      return noContent(reply);
    },
  });

  app.delete('/guest-order/file-upload/:id', {
    schema: {
      tags: ['guest-order'],
      summary: "Delete a proof of the X-Order token's order while it is not confirmed",
      headers: guestOrderHeaders,
      params: uploadParams,
      response: { 204: { type: 'null' }, ...errors },
    },
    handler: async (request, reply) => {
      await deleteProof(db, uploads, await guestOrderOwner(request), request.params.id);
      return noContent(reply);
    },
  });

  app.get('/order/position/:id/document/:docId', {
    preHandler: requireLogin,
    schema: {
      tags: ['order'],
      summary:
        "A proof of the order of position id: for the customer who ordered, and for the organizer staff of that position's specialist-lawyer course (the positions that ask for proofs)",
      security,
      params: documentParams,
      response: { 200: { ...binaryAnswer, description: 'The file' }, ...errors },
    },
    handler: async (request, reply) =>
      sendProof(reply, await readProof(db, uploads, accountReader(request), request.params.id, request.params.docId)),
  });

  app.get('/guest-order/position/:id/document/:docId', {
    schema: {
      tags: ['guest-order'],
      summary: "A proof of the X-Order token's order",
      headers: guestOrderHeaders,
      params: documentParams,
      response: { 200: { ...binaryAnswer, description: 'The file' }, ...errors },
    },
    handler: async (request, reply) => {
      const reader = { tokenHash: hashOrderToken(request.headers['x-order']) };
      return sendProof(reply, await readProof(db, uploads, reader, request.params.id, request.params.docId));
    },
  });
};

export default uploadRoutes;
