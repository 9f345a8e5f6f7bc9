import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  resendWaitCode,
} from '../../../domain/newsletter/subscription.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { HttpError } from '../../http-error.ts';
import type { NewsletterService } from './service.ts';
import { recipientLimit } from '../../plugins/rate-limit.ts';

type Options = {
  service: NewsletterService;
  mailsPerMinute: number;
  mailsPerRecipientPerHour: number;
};

const statusSchema = z.object({ status: z.enum(['pending', 'confirmed', 'unsubscribed']) });
const resendWaitSchema = z.object({
  message: z.string(),
  code: z.literal(resendWaitCode),
  retry_after: z.number().int().positive(),
});

export const newsletterRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, mailsPerMinute, mailsPerRecipientPerHour },
) => {
  const tags = ['newsletter'];

  app.post(
    '/api/newsletter',
    {
      schema: {
        tags,
        body: newsletterSubscribeSchema,
        response: {
          200: dataEnvelope(statusSchema),
          422: validationErrorSchema,
          429: resendWaitSchema.or(errorSchema),
        },
      },
      // Every call may send a mail: keep the form from being used to flood inboxes.
      config: { rateLimit: { max: mailsPerMinute, timeWindow: '1 minute' } },
      preHandler: recipientLimit(
        app,
        mailsPerRecipientPerHour,
        (request) => (request.body as { email: string }).email,
      ),
    },
    async (request, reply) => {
      const outcome = await service.request(request.body.email, request.locale);
      if (!outcome.sent) {
        // Said as it is: no mail went out, and when one may (Retry-After, in whole seconds).
        const seconds = Math.max(1, Math.ceil(outcome.waitMs / 1000));
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send({
            message: `The confirmation mail was sent less than a minute ago and was not sent again. It can be sent again in ${seconds} seconds.`,
            code: resendWaitCode,
            retry_after: seconds,
          });
      }
      return { data: { status: 'pending' as const } };
    },
  );

  app.post(
    '/api/newsletter/confirm',
    {
      schema: {
        tags,
        body: newsletterTokenSchema,
        response: { 200: dataEnvelope(statusSchema), 404: errorSchema },
      },
    },
    async (request) => {
      if (!(await service.confirm(request.body.token)))
        throw new HttpError(404, 'This link is invalid or was already used.');
      return { data: { status: 'confirmed' as const } };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags,
        body: newsletterTokenSchema,
        response: { 200: dataEnvelope(statusSchema), 404: errorSchema },
      },
    },
    async (request) => {
      if (!(await service.unsubscribe(request.body.token)))
        throw new HttpError(404, 'This link is invalid or was already used.');
      return { data: { status: 'unsubscribed' as const } };
    },
  );
};
