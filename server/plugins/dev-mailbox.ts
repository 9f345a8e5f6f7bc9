import type { FastifyPluginAsync } from 'fastify';
import type { outboxMails } from '../db/schema.ts';

type OutboxReader = { list(limit: number): Promise<(typeof outboxMails.$inferSelect)[]> };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// Links in the plain-text body become clickable, so a developer can confirm a sign-up.
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * Outside production, /dev/mailbox lists what the embedded outbox "sent", newest first, so a
 * person running `npm start` can open the confirmation links.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ outbox: OutboxReader }> = async (
  app,
  { outbox },
) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await outbox.list(50);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">An: ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p>
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
