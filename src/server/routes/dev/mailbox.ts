import { escapeHtml } from '../../../shared/escape-html.ts';
import { listMails, type StoredMail } from '../../services/mail.ts';
import type { ApiRoutes } from '../api-routes.ts';

/**
 * The development mailbox: without SMTP, e-mails stay in the outbox and are listed here
 * (HTML at /dev/mailbox for people, JSON at /api/dev/mails for tests). Off in production.
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
            },
          },
        },
      },
    },
    handler: () => listMails(db),
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderMailbox(await listMails(db))),
  );
};

const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function renderMailbox(mails: StoredMail[]): string {
  const items = mails
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>An: ${escapeHtml(mail.recipient)} · ${escapeHtml(mail.createdAt)}</p>
<pre>${linkify(escapeHtml(mail.textBody))}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Entwicklungs-Postfach</title></head>
<body><h1>Entwicklungs-Postfach</h1><p>${mails.length} E-Mail(s) im Postausgang.</p>${items}</body></html>`;
}

export default mailboxRoutes;
