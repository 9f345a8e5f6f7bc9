import escapeHtml from 'escape-html';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { outboxMails } from '../db/schema/index.ts';

type OutboxReader = { list(limit: number): Promise<(typeof outboxMails.$inferSelect)[]> };

// Where an answer goes when it is not the sender (the contact form's mail).
const replyTo = (headers: Record<string, string>) =>
  headers['Reply-To'] ? ` · Antwort an: ${escapeHtml(headers['Reply-To'])}` : '';

// Links in the plain-text body become clickable, so a developer can confirm a sign-up.
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Who may read the mailbox: this machine only (default), anyone who reaches the port, nobody. */
export type MailboxAccess = 'loopback' | 'network' | 'off';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The mail holds live password-reset links, so by default only a browser on this machine may
 * read it: the socket's own address (X-Forwarded-For can be forged) and no proxy header (a
 * reverse proxy on this machine connects from loopback on behalf of anyone).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return loopbackAddresses.has(request.socket.remoteAddress ?? '') && forwarded === undefined;
}

/**
 * Outside production, /dev/mailbox lists what the embedded outbox "sent", newest first, so a
 * person running `npm start` can open the confirmation links.
 */
export const devMailboxRoutes: FastifyPluginAsync<{
  outbox: OutboxReader;
  access: Exclude<MailboxAccess, 'off'>;
}> = async (app, { outbox, access }) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (access === 'loopback' && !fromThisMachine(request)) return reply.callNotFound();
    const mails = await outbox.list(50);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">An: ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}${replyTo(m.headers)}</p>
<pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Mailbox (Entwicklung)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#10222e}
article{border:1px solid #c8d3da;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#44525c}</style>
</head><body><main><h1>Mailbox (Entwicklung)</h1><p>${mails.length ? `${mails.length} neueste E-Mails aus dem Postausgang.` : 'Noch keine E-Mails.'}</p>
${items}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });
};
