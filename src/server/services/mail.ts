/**
 * Every e-mail goes into the mail_outbox table inside the transaction that causes it, so a mail is
 * never sent for work that was rolled back. With SMTP configured the dispatcher then delivers what is
 * pending; without it, mails stay in the outbox and the development mailbox lists them.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Queryable } from '../db/database.ts';

/** A file sent with a mail (the AGB, an invoice): kept as bytes with the mail (016-mail-attachments.sql says why). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** What the development mailbox tells of an attachment (the bytes are fetched one by one). */
export interface StoredAttachment {
  position: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export interface StoredMail {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
  attachments: StoredAttachment[];
}

export async function queueMail(tx: Queryable, mail: OutgoingMail, requested = false): Promise<void> {
  const [row] = await tx.query<{ id: number }>(
    'insert into mail_outbox (recipient, subject, text_body, requested) values ($1, $2, $3, $4) returning id::int as id',
    [mail.to, mail.subject, mail.text, requested],
  );
  for (const [position, file] of (mail.attachments ?? []).entries()) {
    await tx.query(
      'insert into mail_attachment (mail_id, position, file_name, content_type, bytes) values ($1, $2, $3, $4, $5)',
      [row!.id, position, file.fileName, file.contentType, file.bytes],
    );
  }
}

/** The bytea of PGlite (Uint8Array) and of pg (Buffer), as a Buffer. */
const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

async function attachmentsOf(db: Queryable, mailIds: number[]): Promise<Map<number, StoredAttachment[]>> {
  const rows = await db.query<StoredAttachment & { mailId: number }>(
    `select mail_id::int as "mailId", position, file_name as "fileName", content_type as "contentType",
            octet_length(bytes)::int as "sizeBytes"
       from mail_attachment where mail_id = any($1::bigint[]) order by mail_id, position`,
    [mailIds],
  );
  const byMail = new Map<number, StoredAttachment[]>();
  for (const { mailId, ...attachment } of rows) byMail.set(mailId, [...(byMail.get(mailId) ?? []), attachment]);
  return byMail;
}

/** One attachment with its bytes (the development mailbox's download); undefined when there is none. */
export async function readAttachment(db: Queryable, mailId: number, position: number): Promise<MailAttachment | undefined> {
  const [row] = await db.query<{ fileName: string; contentType: string; bytes: Uint8Array }>(
    `select file_name as "fileName", content_type as "contentType", bytes from mail_attachment
      where mail_id = $1 and position = $2`,
    [mailId, position],
  );
  return row && { fileName: row.fileName, contentType: row.contentType, bytes: asBuffer(row.bytes) };
}

async function attachmentsToSend(db: Queryable, mailId: number): Promise<MailAttachment[]> {
  const rows = await db.query<{ fileName: string; contentType: string; bytes: Uint8Array }>(
    `select file_name as "fileName", content_type as "contentType", bytes from mail_attachment
      where mail_id = $1 order by position`,
    [mailId],
  );
  return rows.map((row) => ({ fileName: row.fileName, contentType: row.contentType, bytes: asBuffer(row.bytes) }));
}

/**
 * Mails anyone can make the shop send to any address (newsletter confirmation, waiting list, withdrawal
 * link): at most this many per address and day, so the shop cannot be used to flood a stranger's
 * inbox. Only mails of this kind count (column `requested`): the mails of the address's own orders do
 * not use up the share. Only the newest RECENT_MAILS_SCANNED mails are looked at, so the check costs
 * the same however large the outbox grows (beyond that many mails a day the window gets shorter).
 */
export const REQUESTED_MAILS_PER_DAY = 3;
const RECENT_MAILS_SCANNED = 5000;

/** queueMail for a mail a stranger may have asked for; false (nothing queued) when the address had its share today. */
export async function queueRequestedMail(tx: Queryable, mail: OutgoingMail): Promise<boolean> {
  const [row] = await tx.query<{ count: number }>(
    `select count(*)::int as count
       from (select recipient, created_at, requested from mail_outbox order by id desc limit $2) recent
      where requested and lower(recipient) = lower($1) and created_at > now() - interval '1 day'`,
    [mail.to, RECENT_MAILS_SCANNED],
  );
  if ((row?.count ?? 0) >= REQUESTED_MAILS_PER_DAY) return false;
  await queueMail(tx, mail, true);
  return true;
}

export async function listMails(db: Database, limit = 50): Promise<StoredMail[]> {
  const mails = await db.query<Omit<StoredMail, 'attachments'>>(
    `select id::int as id, recipient, subject, text_body as "textBody", created_at::text as "createdAt",
            sent_at::text as "sentAt", error
       from mail_outbox order by id desc limit $1`,
    [limit],
  );
  const attachments = await attachmentsOf(db, mails.map((mail) => mail.id));
  return mails.map((mail) => ({ ...mail, attachments: attachments.get(mail.id) ?? [] }));
}

export interface MailDispatcher {
  /** Delivers pending mails if a transport is configured; never throws (failures are recorded). */
  flush(): Promise<void>;
  close(): void;
}

export function createMailDispatcher(db: Database, smtpUrl: string | undefined, from: string): MailDispatcher {
  if (!smtpUrl) return { flush: async () => {}, close: () => {} };
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  let running: Promise<void> | null = null;

  async function deliverPending() {
    const pending = await db.query<{ id: number; recipient: string; subject: string; text_body: string }>(
      'select id::int as id, recipient, subject, text_body from mail_outbox where sent_at is null and error is null order by id limit 50',
    );
    for (const mail of pending) {
      try {
        const attachments = (await attachmentsToSend(db, mail.id)).map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: file.bytes,
        }));
        await transport.sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.text_body, attachments });
        await db.query('update mail_outbox set sent_at = now() where id = $1', [mail.id]);
      } catch (error) {
        await db.query('update mail_outbox set error = $2 where id = $1', [mail.id, String(error)]);
      }
    }
  }

  return {
    // One delivery run at a time; a flush during a run waits for it rather than sending twice.
    flush: () => (running ??= deliverPending().finally(() => (running = null))),
    close: () => transport.close(),
  };
}
