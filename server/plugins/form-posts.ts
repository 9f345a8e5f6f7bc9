import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfCookieName, csrfHeaderName } from '../../domain/shared/http.ts';
import { formOutcomeParam } from '../../domain/shared/form-outcome.ts';
import type { Locale } from '../../domain/shared/locale.ts';
import { safeRedirect } from '../features/accounts/sso-routes.ts';

/**
 * The login, sign-up and contact forms sent as plain HTML forms: by a browser without
 * JavaScript, or before the app has taken over the page (decision 042). The server sends the
 * fields to the same API the app calls, in-process and as this visitor (their cookies and
 * address, so every limit and check applies), and answers with a redirect (303): on success
 * where the app would go, otherwise back to the form with the outcome in the address
 * (`form=field:messageKey`), which the rendered page shows. What was typed is never put in
 * the address or the log.
 */
export const formPostsPlugin = fp(async (app) => {
  for (const locale of ['de', 'en'] as const) {
    for (const form of forms) {
      app.post(localePath(form.path, locale), { schema: { hide: true } }, (request, reply) =>
        answerForm(app, request, reply, form, locale),
      );
    }
  }
});

type Fields = Record<string, unknown>;

/** A path of the site in the language (German without prefix, English under /en). */
const localePath = (path: string, locale: Locale) => (locale === 'en' ? `/en${path}` : path);

type Form = {
  /** The page of the form, without the language prefix. */
  path: string;
  api: string;
  payload: (fields: Fields, locale: Locale) => Record<string, unknown>;
  /** Where a sent form leads, from the API's answer and the form page's query. */
  success: (answer: unknown, query: URLSearchParams, locale: Locale) => string;
  /** Parameters of the form page's address kept on the way back (the login's `redirect`). */
  keep: readonly string[];
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A ticked checkbox sends its value ("on"); an unticked one sends nothing. */
const ticked = (value: unknown) => value !== undefined && value !== '';

const forms: readonly Form[] = [
  {
    path: '/login',
    api: '/api/auth/login',
    payload: (fields) => ({
      email: text(fields.email),
      password: text(fields.password),
      remember: ticked(fields.remember),
    }),
    success: (answer, query, locale) => {
      const user = (answer as { data?: { isVerified?: boolean } }).data;
      if (!user?.isVerified) return localePath('/verify', locale);
      return safeRedirect(query.get('redirect'), localePath('/home', locale));
    },
    keep: ['redirect'],
  },
  {
    path: '/register',
    api: '/api/auth/register',
    // As the sign-up screen sends it: the repeat is the password, sending accepts the terms.
    payload: (fields, locale) => ({
      name: text(fields.name),
      surname: text(fields.surname),
      email: text(fields.email),
      username: text(fields.username),
      password: text(fields.password),
      password_confirmation: text(fields.password),
      newsletter: ticked(fields.newsletter),
      terms: true,
      lang: locale,
    }),
    success: (_answer, _query, locale) => localePath('/verify', locale),
    keep: [],
  },
  {
    path: '/meta/kontakt',
    api: '/api/contact',
    payload: (fields) => ({
      name: text(fields.name),
      email: text(fields.email),
      subject: text(fields.subject),
      message: text(fields.message),
      consent: ticked(fields.consent),
      homepage: text(fields.homepage),
      token: text(fields.token),
    }),
    success: (_answer, _query, locale) =>
      `${localePath('/meta/kontakt', locale)}?${formOutcomeParam}=sent`,
    keep: [],
  },
];

async function answerForm(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  form: Form,
  locale: Locale,
) {
  const page = localePath(form.path, locale);
  const query = new URL(request.url, 'http://localhost').searchParams;
  const back = (outcome: string) => {
    const next = new URLSearchParams();
    for (const name of form.keep) {
      const value = query.get(name);
      if (value !== null) next.set(name, value);
    }
    next.set(formOutcomeParam, outcome);
    return reply.redirect(`${page}?${next.toString()}`, 303);
  };
  // The API's CSRF check is skipped here, so another site must not be able to send this form
  // in the visitor's name: browsers name the sending origin on every cross-site POST.
  if (!fromThisSite(request)) return back(':form.failed');

  const cookies = request.headers.cookie;
  const fields = (typeof request.body === 'object' && request.body ? request.body : {}) as Fields;
  const token = await csrfToken(app, request, cookies);
  const answer = await app.inject({
    method: 'POST',
    url: form.api,
    remoteAddress: request.ip,
    headers: {
      'content-type': 'application/json',
      'accept-language': locale,
      [csrfHeaderName]: token,
      cookie: [cookies, `${csrfCookieName}=${token}`].filter(Boolean).join('; '),
    },
    payload: JSON.stringify(form.payload(fields, locale)),
  });
  if (answer.statusCode >= 200 && answer.statusCode < 300) {
    // The session the API started (and its fresh CSRF cookie) belong to this browser.
    const setCookie = answer.headers['set-cookie'];
    if (setCookie) reply.header('set-cookie', setCookie);
    return reply.redirect(form.success(answer.json(), query, locale), 303);
  }
  return back(outcomeOf(answer.statusCode, answer.body));
}

/**
 * `field:messageKey` of the first field error of a 422, or `:key` for the whole form (a 429,
 * anything else). The keys are the ones the app shows for the same answer.
 */
export function outcomeOf(status: number, body: string): string {
  if (status === 429) return ':form.tooMany';
  if (status !== 422) return ':form.failed';
  try {
    const errors = (JSON.parse(body) as { errors?: Record<string, unknown> }).errors ?? {};
    for (const [field, messages] of Object.entries(errors)) {
      const first = Array.isArray(messages) ? messages[0] : undefined;
      if (typeof first === 'string') return `${field}:${first}`;
    }
  } catch {
    // Not the JSON error: said as a failure of the form below.
  }
  return ':form.failed';
}

function fromThisSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    try {
      // Both with the origin's scheme, so a default port written out or left away compares equal.
      const sender = new URL(origin);
      return new URL(`${sender.protocol}//${request.headers.host}`).host === sender.host;
    } catch {
      return false;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** A CSRF token for this visitor's session, as the app would fetch it first. */
async function csrfToken(app: FastifyInstance, request: FastifyRequest, cookies?: string) {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/auth/csrf-cookie',
    remoteAddress: request.ip,
    headers: cookies ? { cookie: cookies } : {},
  });
  return answer.cookies.find((cookie) => cookie.name === csrfCookieName)?.value ?? '';
}
