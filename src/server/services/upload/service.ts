/**
 * Proofs for the verification step (e.g. the admission to the bar): received as a stream, checked by
 * their magic bytes while they arrive, at most UPLOAD_MAX_BYTES (a larger file is cut off there, never
 * buffered whole), stored under a random key outside the web root with their sha-256.
 *
 * Whose: before an order exists a proof belongs to the customer; placing the order attaches the
 * customer's proofs to it (attachProofsToOrder). A guest's proof belongs to its order from the start.
 * Who may read one: its owner, and the organizer staff of a specialist-lawyer course of its order
 * (the positions that asked for it; readProof). Anyone else's id answers 404, as if it did not exist
 * (OWASP API1).
 */
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MAX_BYTES, type UploadedFile } from '../../../shared/order.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { nameWithTypeExtension, SNIFF_BYTES, sniffContentType, type UploadContentType } from './content-type.ts';
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

/** The number of proofs the owner keeps. */
async function countOf(db: Queryable, owner: ProofOwner): Promise<number> {
  const { where, value } = ownerCondition(owner);
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from upload where ${where}`, [value]);
  return row?.count ?? 0;
}

const tooMany = () => new HttpError(409, 'TOO_MANY_UPLOADS', `At most ${UPLOADS_PER_OWNER} proofs; delete one first`, 'file');

/**
 * Takes the owner's lock for the rest of the transaction: the owning account or order row, FOR UPDATE.
 * Uploads of one owner then count and insert one after the other, so parallel uploads cannot all see
 * nine proofs and each add a tenth (PostgreSQL: other connections wait here; PGlite is one connection
 * and its transaction already keeps every other query out).
 */
async function lockOwner(tx: Queryable, owner: ProofOwner): Promise<void> {
  const [sql, value] =
    'customerId' in owner
      ? ['select id from account where id = $1 for update', owner.customerId]
      : ['select id from customer_order where id = $1 for update', owner.orderId];
  await tx.query(sql, [value]);
}

/**
 * Streams one file into storage, checking type and size on the way; records it for its owner under
 * the owner's lock, at most UPLOADS_PER_OWNER. A refused file (type, size, or one too many) leaves
 * nothing behind, neither a row nor bytes in storage. The owner must have been checked by the caller
 * (route).
 */
export async function receiveProof(db: Database, storage: UploadStorage, owner: ProofOwner, incoming: IncomingFile): Promise<UploadedFile> {
  // Early answer without reading the file; the count under the lock below is the one that holds.
  if ((await countOf(db, owner)) >= UPLOADS_PER_OWNER) throw tooMany();
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
  const type = contentType!;
  try {
    return await db.transaction(async (tx) => {
      await lockOwner(tx, owner);
      if ((await countOf(tx, owner)) >= UPLOADS_PER_OWNER) throw tooMany();
      const [file] = await tx.query<UploadedFile>(
        `insert into upload (customer_id, order_id, file_name, content_type, size_bytes, storage_key, sha256)
         values ($1, $2, $3, $4, $5, $6, $7) returning ${columns()}`,
        [
          'customerId' in owner ? owner.customerId : null,
          'orderId' in owner ? owner.orderId : null,
          nameWithTypeExtension(cleanFileName(incoming.fileName), type),
          type,
          size,
          pending.key,
          hash.digest('hex'),
        ],
      );
      return file!;
    });
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
 * for the order's owner (its customer, or the guest holding it) and for organizer staff. Any other
 * combination answers 404.
 *
 * Staff and proofs: a proof belongs to its order as a whole, not to one position. It is asked for by
 * the order's specialist-lawyer positions (course kind FACHANWALTSLEHRGANG: the cart's verification
 * step, services/cart/pricing.ts), so those are the positions it is the proof of. Organizer staff
 * read it only through such a position of their own organizer: an order that also holds one of their
 * ordinary courses does not open another organizer's proofs to them (404). Where two organizers'
 * specialist-lawyer courses share an order, the one proof was given for both, and both read it.
 */
export async function readProof(db: Queryable, storage: UploadStorage, reader: ProofReader, positionId: number, uploadId: number): Promise<StoredProof> {
  const [row] = await db.query<UploadedFile & { storageKey: string }>(
    `select ${columns('u.')}, u.storage_key as "storageKey"
       from upload u
       join order_position p on p.order_id = u.order_id
       join customer_order o on o.id = p.order_id
      where p.id = $1 and u.id = $2
        and (o.customer_id = $3 or o.order_token_hash = $4
             or (p.organizer_id = $5 and p.course_kind = 'FACHANWALTSLEHRGANG'))`,
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
  // Proofs stored before names took their type's extension are offered under the right one too.
  return { file: { ...file, fileName: nameWithTypeExtension(file.fileName, file.contentType) }, bytes };
}
