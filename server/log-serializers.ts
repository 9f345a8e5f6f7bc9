import type { FastifyRequest } from 'fastify';

// Logs must never carry secrets or personal data. Query strings hold reset and verification
// tokens, and a failed query's message lists its parameters (password hashes, e-mail
// addresses), so requests are logged by method and path, and errors by what went wrong.

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
};

/** Drizzle's "Failed query: …\nparams: …" keeps the statement and drops the values. */
const withoutParams = (message: string) =>
  message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');

function error(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error]', stack: '' };
  const code = (err as { code?: unknown }).code;
  const logged: LoggedError = {
    type: err.name,
    message: withoutParams(err.message),
    ...(typeof code === 'string' ? { code } : {}),
    stack: withoutParams(err.stack ?? ''),
  };
  // The driver's own error says why (constraint, timeout); its detail may quote values.
  if (err.cause && depth < 2) logged.cause = error(err.cause, depth + 1);
  return logged;
}

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.split('?')[0] ?? '',
  }),
  err: (err: unknown) => error(err),
};
