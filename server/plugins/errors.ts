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
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
});
