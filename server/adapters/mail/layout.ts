import escapeHtml from 'escape-html';
import type { Locale } from '../../../domain/shared/locale.ts';
import type { Mail } from './mailer.ts';

type MailContent = {
  to: string;
  locale: Locale;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  after?: string[];
  footer?: { label: string; url: string };
  headers?: Record<string, string>;
};

/** Every portal mail in one shape: greeting, text, one button, plain-text twin. */
export function renderMail(content: MailContent): Mail {
  const after = content.after ?? [];
  const text = [
    ...content.paragraphs,
    '',
    `${content.action.label}: ${content.action.url}`,
    '',
    ...after,
    ...(content.footer ? ['', `${content.footer.label}: ${content.footer.url}`] : []),
    '',
    '– Active City Hamburg',
  ].join('\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html lang="${content.locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#10222e;max-width:36rem;margin:0 auto;padding:1rem">
${content.paragraphs.map(p).join('\n')}
<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0b5d7a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
${after.map(p).join('\n')}
${content.footer ? `<p style="font-size:14px"><a href="${escapeHtml(content.footer.url)}">${escapeHtml(content.footer.label)}</a></p>` : ''}
<p style="font-size:14px;color:#44525c">Active City Hamburg</p>
</body></html>`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.headers ? { headers: content.headers } : {}),
  };
}
