/**
 * Proofs for the verification step (e.g. the admission to the bar): received as a stream, checked by
 * their magic bytes while they arrive, at most UPLOAD_MAX_BYTES (a larger file is cut off there, never
 * buffered whole), stored under a random key outside the web root with their sha-256.
 *
 * Whose: before an order exists a proof belongs to the customer; placing the order attaches the
 * customer's proofs to it (attachProofsToOrder). A guest's proof belongs to its order from the start.
 * Who may read one: its owner, and the organizer staff of a course of its order. Anyone else's id
 * answers 404, as if it did not exist (OWASP API1).
 */
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MAX_BYTES, type UploadedFile } from '../../../shared/order.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { SNIFF_BYTES, sniffContentType, type UploadContentType } from './content-type.ts';
import type { UploadStorage } from './storage.ts';

/** Whose proofs: a customer's not yet ordered ones, or an order's. */
export type ProofOwner = { customerId: number } | { orderId: number };

/** Proofs one owner may keep: enough for every document a course could ask for, not a free file store. */
export const UPLOADS_PER_OWNER = 10;

/** Who asks to read a proof: a signed-in account (maybe organizer staff), or a guest by its order token's hash. */
export type ProofReader =
  | { customerId: number; staffOrganizerId?: number }
  | { tokenHash: string };

export interface IncomingFile {
  fileName: string;
  stream: NodeJS.ReadableStream;
}

export interface StoredProof {
  file: UploadedFile;
  bytes: Buffer;
}

/** The UploadedFile columns of upload (aliased `u.` where joined). */
const columns = (u = '') => `${u}id::int as id, ${u}file_name as "fileName", ${u}content_type as "contentType",
  ${u}size_bytes as "sizeBytes", to_char(${u}created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "uploadedAt"`;

const typeRefused = (message: string) => new HttpError(415, 'UPLOAD_TYPE_REFUSED', message, 'file');
const tooLarge = () =>
  new HttpError(413, 'UPLOAD_TOO_LARGE', `A proof may have at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`, 'file');

/** The client's file name, fit to show and to send back in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return clean || 'nachweis';
}

const ownerCondition = (owner: ProofOwner, u = '') =>
  'customerId' in owner
    ? { where: `${u}customer_id = $1 and ${u}order_id is null`, value: owner.customerId }
    : { where: `${u}order_id = $1`, value: owner.orderId };

/** The owner's proofs, oldest first: a customer's not yet ordered ones, or an order's. */
export async function proofsOf(tx: Queryable, owner: ProofOwner): Promise<UploadedFile[]> {
  const { where, value } = ownerCondition(owner);
  return tx.query<UploadedFile>(`select ${columns()} from upload where ${where} order by id`, [value]);
}

/** Placing an order takes the customer's proofs along; they are the order's from then on. */
export async function attachProofsToOrder(tx: Queryable, customerId: number, orderId: number): Promise<UploadedFile[]> {
  await tx.query('update upload set order_id = $2 where customer_id = $1 and order_id is null', [customerId, orderId]);
  return proofsOf(tx, { orderId });
}

/**
 * Streams one file into storage, checking type and size on the way; records it for its owner. A
 * refused file leaves nothing behind. The owner must have been checked by the caller (route).
 */
export async function receiveProof(db: Queryable, storage: UploadStorage, owner: ProofOwner, incoming: IncomingFile): Promise<UploadedFile> {
  const { where, value } = ownerCondition(owner);
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(`select count(*)::int as count from upload where ${where}`, [value]);
  if (count >= UPLOADS_PER_OWNER) {
    throw new HttpError(409, 'TOO_MANY_UPLOADS', `At most ${UPLOADS_PER_OWNER} proofs; delete one first`, 'file');
  }
  const pending = await storage.create();
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let contentType: UploadContentType | undefined;
  const sniff = () => {
    contentType = sniffContentType(head);
    if (!contentType) throw typeRefused('Only PDF, JPEG or PNG files are accepted (checked by their content, not their name)');
  };
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        size += chunk.length;
        if (size > UPLOAD_MAX_BYTES) throw tooLarge();
        if (!contentType) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]);
          if (head.length >= SNIFF_BYTES) sniff();
        }
        hash.update(chunk);
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        if (size === 0) throw typeRefused('The file is empty');
        if (!contentType) sniff();
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  try {
    await pipeline(incoming.stream, check, pending.sink);
    // busboy's own limit (a safety net beyond ours) ends the stream early and marks it truncated.
    if ((incoming.stream as { truncated?: boolean }).truncated) throw tooLarge();
  } catch (error) {
    await pending.discard();
    throw error;
  }
  await pending.commit();
  try {
    const [file] = await db.query<UploadedFile>(
      `insert into upload (customer_id, order_id, file_name, content_type, size_bytes, storage_key, sha256)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${columns()}`,
      [
        'customerId' in owner ? owner.customerId : null,
        'orderId' in owner ? owner.orderId : null,
        cleanFileName(incoming.fileName),
        contentType!,
        size,
        pending.key,
        hash.digest('hex'),
      ],
    );
    return file!;
  } catch (error) {
    await storage.remove(pending.key);
    throw error;
  }
}

/** Deletes an own proof that is not part of an order yet (a customer's) or of the guest's own order while it is not confirmed. */
export async function deleteProof(db: Queryable, storage: UploadStorage, owner: ProofOwner, uploadId: number): Promise<void> {
  const { where, value } = ownerCondition(owner, 'u.');
  const rows = await db.query<{ key: string }>(
    `delete from upload u where u.id = $2 and ${where}
        and (u.order_id is null or not exists (select 1 from customer_order o where o.id = u.order_id and o.status = 'CONFIRMED'))
      returning storage_key as key`,
    [value, uploadId],
  );
  if (!rows[0]) throw notFound(`Upload ${uploadId}`);
  await storage.remove(rows[0].key);
}

/**
 * GET …/position/{id}/document/{docId}: the proof docId of the order that position id belongs to,
 * for the order's owner (its customer, or the guest holding it) and for the organizer staff of that
 * position's course. Any other combination answers 404.
 */
export async function readProof(db: Queryable, storage: UploadStorage, reader: ProofReader, positionId: number, uploadId: number): Promise<StoredProof> {
  const [row] = await db.query<UploadedFile & { storageKey: string }>(
    `select ${columns('u.')}, u.storage_key as "storageKey"
       from upload u
       join order_position p on p.order_id = u.order_id
       join customer_order o on o.id = p.order_id
      where p.id = $1 and u.id = $2
        and (o.customer_id = $3 or o.order_token_hash = $4 or p.organizer_id = $5)`,
    [
      positionId,
      uploadId,
      'customerId' in reader ? reader.customerId : null,
      'tokenHash' in reader ? reader.tokenHash : null,
      'staffOrganizerId' in reader ? (reader.staffOrganizerId ?? null) : null,
    ],
  );
  const bytes = row ? await storage.read(row.storageKey) : undefined;
  if (!row || !bytes) throw notFound(`Document ${uploadId}`);
  const { storageKey: _key, ...file } = row;
  return { file, bytes };
}
