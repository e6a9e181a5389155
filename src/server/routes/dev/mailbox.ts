import { escapeHtml } from '../../../shared/escape-html.ts';
import { listMails, readAttachment, type StoredMail } from '../../services/mail.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { notFound } from '../../errors.ts';
import { binaryAnswer } from '../../schemas/payment.ts';

/**
 * The development mailbox: without SMTP, e-mails stay in the outbox and are listed here
 * (HTML at /dev/mailbox for people, JSON at /api/dev/mails for tests), each with its attachments,
 * which GET /api/dev/mails/{id}/attachments/{position} downloads (a browser test reads the PDFs the
 * mail carries). Off in production.
 */
const mailboxRoutes: ApiRoutes = async (app) => {
  const { db } = app;

  app.get('/api/dev/mails', {
    schema: {
      tags: ['development'],
      summary: 'E-mails in the outbox, newest first (development mailbox)',
      response: {
        200: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            properties: {
              id: { type: 'integer' }, recipient: { type: 'string' }, subject: { type: 'string' },
              textBody: { type: 'string' }, createdAt: { type: 'string' },
              sentAt: { type: ['string', 'null'] }, error: { type: ['string', 'null'] },
              attachments: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  properties: {
                    position: { type: 'integer' }, fileName: { type: 'string' }, contentType: { type: 'string' },
                    sizeBytes: { type: 'integer' }, url: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      },
    },
    handler: async () =>
      (await listMails(db)).map((mail) => ({
        ...mail,
        attachments: mail.attachments.map((file) => ({ ...file, url: attachmentUrl(mail.id, file.position) })),
      })),
  });

  app.get('/api/dev/mails/:id/attachments/:position', {
    schema: {
      tags: ['development'],
      summary: 'One attachment of an outbox e-mail, as it is sent (development mailbox)',
      params: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'position'],
        // Bounded: an unbounded integer lets 1e309 (Infinity) through to the database (500).
        properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, position: { type: 'integer', minimum: 0, maximum: 1000 } },
      },
      response: { 200: { ...binaryAnswer, description: 'The file as attached' }, 404: { $ref: 'ApiError#' } },
    },
    handler: async (request, reply) => {
      const { id, position } = request.params as { id: number; position: number };
      const file = await readAttachment(db, id, position);
      if (!file) throw notFound(`Attachment ${position} of mail ${id}`);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(file.bytes);
    },
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderMailbox(await listMails(db))),
  );
};

const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const attachmentUrl = (mailId: number, position: number) => `/api/dev/mails/${mailId}/attachments/${position}`;

function attachmentList(mail: StoredMail): string {
  if (mail.attachments.length === 0) return '';
  const items = mail.attachments
    .map((file) => `<li><a href="${attachmentUrl(mail.id, file.position)}">${escapeHtml(file.fileName)}</a> (${escapeHtml(file.contentType)}, ${file.sizeBytes} Bytes)</li>`)
    .join('');
  return `<p>Anhänge:</p><ul>${items}</ul>`;
}

function renderMailbox(mails: StoredMail[]): string {
  const items = mails
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>An: ${escapeHtml(mail.recipient)} · ${escapeHtml(mail.createdAt)}</p>
<pre>${linkify(escapeHtml(mail.textBody))}</pre>${attachmentList(mail)}</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Entwicklungs-Postfach</title></head>
<body><h1>Entwicklungs-Postfach</h1><p>${mails.length} E-Mail(s) im Postausgang.</p>${items}</body></html>`;
}

export default mailboxRoutes;
