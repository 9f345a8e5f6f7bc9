import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactApi } from '../../../domain/contact/constants.ts';
import { contactMessageSchema } from '../../../domain/contact/message.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { validationError } from '../../http-error.ts';
import type { ContactService } from './service.ts';

type Options = { service: ContactService; mailsPerMinute: number };

export const contactRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, mailsPerMinute },
) => {
  const tags = ['contact'];

  app.get(
    contactApi.token,
    { schema: { tags, response: { 200: dataEnvelope(z.object({ token: z.string() })) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { token: service.issueToken() } };
    },
  );

  app.post(
    contactApi.message,
    {
      schema: {
        tags,
        body: contactMessageSchema,
        response: {
          200: dataEnvelope(z.object({ status: z.literal('sent') })),
          422: validationErrorSchema,
          429: errorSchema,
        },
      },
      // Every call may send a mail: the same per-address limit as every mail route.
      config: { rateLimit: { max: mailsPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => {
      const result = await service.send(request.body, request.locale);
      if (result === 'stale') throw validationError({ token: ['validation.contact.stale'] });
      // A refused message answers like a sent one.
      return { data: { status: 'sent' as const } };
    },
  );
};
