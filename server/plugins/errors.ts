import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.ts';

type Issue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

/** Field name of a validation issue: the path inside the body, query or params. */
function fieldOf(issue: Issue): string {
  const path = issue.params?.issue?.path;
  if (path && path.length) return path.map(String).join('.');
  const fromInstance = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return fromInstance || '_';
}

const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

function databaseAway(error: unknown): boolean {
  const state = sqlState(error);
  // Class 08: connection exception; 57P01–57P03: the server is shutting down or starting.
  if (state && (state.startsWith('08') || /^57P0[123]$/.test(state))) return true;
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && connectionCodes.has(code)) return true;
    if (e instanceof Error && /Connection terminated/.test(e.message)) return true;
  }
  return false;
}

function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * One place decides how failures look: 422 with field errors for bad input, the status and
 * message for other 4xx, and a bare message for 5xx so internals never reach a client.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation as Issue[]) {
        (errors[fieldOf(issue)] ??= []).push(issue.message ?? 'invalid');
      }
      return reply.code(422).send({ message: 'The given data was invalid.', errors });
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 503) reply.header('Retry-After', '5');
      return reply
        .code(error.statusCode)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429)
        return reply.code(429).send({ message: 'Too many requests. Please try again later.' });
      return reply.code(status).send({ message: error.message });
    }
    // A query the database cut off at DATABASE_STATEMENT_TIMEOUT_MS (SQLSTATE 57014; drizzle
    // keeps the driver's error as `cause`): the server is busy, not broken.
    if (sqlState(error) === '57014') {
      request.log.warn('query cancelled by the statement timeout');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ message: 'The server is busy. Please try again shortly.' });
    }
    // The database is away (connection refused or lost, server shutting down): a passing
    // state, said as 503 so clients retry, instead of a 500 that reads like a bug.
    if (databaseAway(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '10')
        .send({ message: 'The service is unavailable. Please try again shortly.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
});
