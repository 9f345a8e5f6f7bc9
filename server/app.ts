import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { configuredSsoProviders } from './adapters/sso/index.ts';
import compress from '@fastify/compress';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createMemoryResponseCache, type ResponseCache } from './adapters/response-cache.ts';
import { connectRedisAtStart } from './adapters/redis.ts';
import requestLogPlugin from './plugins/request-log.ts';
import { createSharedResponseCache } from './adapters/shared-response-cache.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { logSerializers } from './log-serializers.ts';
import { frameworkErrors, textInputPlugin } from './plugins/text-input.ts';
import { localePlugin } from './plugins/locale.ts';
import { dbPlugin } from './plugins/db.ts';
import { securityPlugin } from './plugins/security.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { sessionPlugin } from './plugins/session.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { formPostsPlugin } from './plugins/form-posts.ts';
import { healthRoutes } from './features/health/routes.ts';
import { contentBackendRoutes, registerContent } from './features/content/index.ts';
import {
  accountsBackendRoutes,
  guardRoutes,
  mayUse,
  registerAccounts,
  signedIn,
} from './features/accounts/index.ts';
import { mediaBackendRoutes, registerMedia } from './features/media/index.ts';
import {
  bookmarkIdsOf,
  deleteOffersOfUser,
  offersBackendRoutes,
  registerOffers,
} from './features/offers/index.ts';
import {
  rebuildTimeEntries,
  registerSummer,
  summerBackendRoutes,
} from './features/summer/index.ts';
import { registerStatistics } from './features/statistics/index.ts';
import { registerEmbeds } from './features/embeds/index.ts';
import { peptalkBackendRoutes, registerPeptalk } from './features/peptalk/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import { newsletterBackendRoutes, registerNewsletter } from './features/newsletter/index.ts';
import { registerContact } from './features/contact/index.ts';
import { registerGeo } from './features/geo/index.ts';
import { registerBackend } from './features/backend/index.ts';
import { createOutboxMailer } from './adapters/mail/outbox-mailer.ts';
import { createSmtpMailer } from './adapters/mail/smtp-mailer.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { devMailboxRoutes } from './plugins/dev-mailbox.ts';
import { createPayments, type PaymentProvider } from './adapters/payments/index.ts';
import { registerShop, shopBackendRoutes } from './features/shop/index.ts';
import { shopPages } from '../domain/shop/api-paths.ts';

export type AppDeps = {
  database: DatabaseHandle;
  /** The app closes the database on shutdown unless a test owns it. */
  ownsDatabase?: boolean;
  cache?: ResponseCache;
  sessionSecret: string;
  /** Tests may hand in a mailer; otherwise SMTP_URL decides between SMTP and the outbox. */
  mailer?: Mailer;
  /** Tests may hand in storage; otherwise files go to DATA_DIR/uploads. */
  storage?: FileStorage;
  /** Tests may hand in a payment provider; otherwise STRIPE_* decide between Stripe and local. */
  payments?: PaymentProvider;
  /** Tests may read the log lines; otherwise they go to stdout. */
  logStream?: { write(line: string): void };
};

// Logs are JSON and must never carry secrets: drop cookies and credentials from request logs.
const redact = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
];

/** Builds the app: external plugins, then app plugins, then features (fastify/demo's order). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const secure = config.PUBLIC_URL.startsWith('https://');
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact,
      serializers: logSerializers,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // plugins/request-log writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: true,
    // A path that decodes to no text is refused before routing: the app's 400, not Fastify's.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  await app.register(textInputPlugin);
  // Signed cookies carry the pending single-sign-on state.
  await app.register(cookie, { secret: deps.sessionSecret });
  await app.register(formbody);
  await app.register(compress, { global: true, threshold: 1024 });
  // A configured map style (MAP_STYLE_URL) loads its style, tiles and glyphs from its origin.
  const mapOrigins = config.MAP_STYLE_URL ? [new URL(config.MAP_STYLE_URL).origin] : [];
  await app.register(securityPlugin, { secure, mapOrigins });
  // Scale-out: with REDIS_URL, rate-limit counters and cache invalidations are shared.
  // Both connect before the start (an unreachable Redis stops it with one line); later
  // outages degrade to per-process counting and local caches, never to errors.
  const redis = config.REDIS_URL ? await connectRedisAtStart(config.REDIS_URL) : undefined;
  // The cache subscribes again itself after an outage (see createSharedResponseCache).
  const subscriber = config.REDIS_URL
    ? await connectRedisAtStart(config.REDIS_URL, { autoResubscribe: false })
    : undefined;
  if (redis && subscriber)
    app.addHook('onClose', () => {
      redis.disconnect();
      subscriber.disconnect();
    });
  await app.register(rateLimitPlugin, { perMinute: config.RATE_LIMIT_PER_MINUTE, redis });
  await app.register(openapiPlugin);
  await app.register(localePlugin);
  await app.register(dbPlugin, {
    handle: deps.database,
    closeOnShutdown: deps.ownsDatabase ?? true,
  });
  await app.register(sessionPlugin, { secure, rememberDays: config.SESSION_DAYS });
  await app.register(csrfPlugin, { secret: deps.sessionSecret, secure });

  const cache =
    deps.cache ??
    (redis && subscriber
      ? await createSharedResponseCache(redis, subscriber)
      : createMemoryResponseCache());
  await app.register(healthRoutes, { redis });
  const ssoProviders = configuredSsoProviders(config);
  const content = await registerContent(app, {
    cache,
    ssoProviders: [...ssoProviders.keys()],
    consentVariant: config.CONSENT_VARIANT,
    canPreview: (request) => mayUse(request, 'content'),
    publicUrl: config.PUBLIC_URL,
  });
  const storage = deps.storage ?? createStorage(config);
  const media = await registerMedia(app, {
    storage,
    uploadsPerMinute: config.UPLOADS_PER_MINUTE,
    quotaBytes: config.UPLOAD_QUOTA_MB * 1024 * 1024,
    orphanGraceMs: config.UPLOAD_ORPHAN_HOURS * 3600 * 1000,
    imageWorkers: config.IMAGE_WORKERS,
    imageWorkTimeoutMs: config.IMAGE_WORK_TIMEOUT_MS,
  });
  const outbox = createOutboxMailer(app.db, app.log);
  const mailer =
    deps.mailer ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : outbox);
  const offers = await registerOffers(app, { cache, publicUrl: config.PUBLIC_URL });
  const summer = await registerSummer(app, { publicUrl: config.PUBLIC_URL });
  const statistics = await registerStatistics(app, { cache: offers.cache });
  await registerEmbeds(app, {
    cache: offers.cache,
    publicUrl: config.PUBLIC_URL,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
  });
  content.addShareTextSource(offers.shareText);
  content.addShareTextSource(summer.shareText);
  content.addShareTextSource(statistics.shareText);
  const peptalk = await registerPeptalk(app);
  content.addShareTextSource(peptalk.shareText);
  content.addSitemapSource(offers.sitemap);
  content.addSitemapSource(peptalk.sitemap);
  const newsletter = await registerNewsletter(app, {
    mailer,
    publicUrl: config.PUBLIC_URL,
    mailsPerMinute: config.MAIL_REQUESTS_PER_MINUTE,
    mailsPerRecipientPerHour: config.MAILS_PER_RECIPIENT_PER_HOUR,
  });
  await registerContact(app, {
    mailer,
    mailsPerMinute: config.MAIL_REQUESTS_PER_MINUTE,
    // The address the contact page shows: editors keep one address for both.
    recipient: async () => (await content.service.bundle('de')).settings.contact.email,
  });
  // The local provider sends its signed events through the same endpoint Stripe's reach.
  const payments =
    deps.payments ??
    createPayments(config, {
      db: app.db,
      sessionSecret: deps.sessionSecret,
      async deliver(body, signature) {
        const answer = await app.inject({
          method: 'POST',
          url: shopPages.webhook,
          payload: body,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        });
        // Not thrown: the periodic reconciliation picks up what an event failed to change.
        if (answer.statusCode >= 300)
          app.log.error({ status: answer.statusCode }, 'local payment event not accepted');
      },
    });
  // What the shop does about money, said once at start where it would matter.
  if (payments.kind === 'none')
    app.log.info(
      'the shop takes no payments: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or LOCAL_TEST_CHECKOUT=on for test cards)',
    );
  else if (payments.kind === 'local' && config.NODE_ENV === 'production')
    app.log.warn(
      'LOCAL_TEST_CHECKOUT=on: the built-in test checkout hands out products for test cards',
    );
  const shop = await registerShop(app, {
    provider: payments,
    publicUrl: config.PUBLIC_URL,
    vatPercent: config.SHOP_VAT_PERCENT,
    seller: config.SHOP_SELLER.split('|').map((line) => line.trim()),
    checkoutsPerMinute: config.CHECKOUTS_PER_MINUTE,
  });
  await registerAccounts(app, {
    loginAttemptsPerMinute: config.LOGIN_ATTEMPTS_PER_MINUTE,
    loginFailuresPerAddressPerMinute: config.LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE,
    mailsPerMinute: config.MAIL_REQUESTS_PER_MINUTE,
    mailsPerRecipientPerHour: config.MAILS_PER_RECIPIENT_PER_HOUR,
    passwordResetsPerMinute: config.PASSWORD_RESETS_PER_MINUTE,
    accountChangesPerMinute: config.ACCOUNT_CHANGES_PER_MINUTE,
    mailer,
    publicUrl: config.PUBLIC_URL,
    secret: deps.sessionSecret,
    bookmarkIdsOf: (userId) => bookmarkIdsOf(app.db, userId),
    onUserDeleted: async (userId) => {
      // Purchases stay as receipt records without the buyer (decision 031).
      await shop.endOpenPaymentsOf(userId);
      await deleteOffersOfUser(app.db, userId);
      offers.invalidate();
      await media.deleteUploadsOf(userId);
    },
    ssoProviders,
    secureCookies: secure,
    subscribeNewsletter: newsletter.subscribe,
  });
  // The editors' backend: one guarded route tree, each area bringing the calls that edit it.
  const invalidateContent = () => content.service.invalidate();
  const invalidateOffers = () => offers.invalidate();
  await registerBackend(app, {
    guard: (tree) => guardRoutes(tree, 'permission'),
    areas: [
      accountsBackendRoutes({ invalidateOffers }),
      contentBackendRoutes({ invalidateContent, invalidateOffers }),
      peptalkBackendRoutes({ invalidateContent }),
      offersBackendRoutes({
        invalidateOffers,
        invalidateContent,
        mailer,
        publicUrl: config.PUBLIC_URL,
        rebuildDates: rebuildTimeEntries,
      }),
      newsletterBackendRoutes,
      mediaBackendRoutes,
      shopBackendRoutes({ invalidateContent }),
      summerBackendRoutes({ invalidateOffers }),
    ],
  });

  await registerGeo(app, config);
  if (mailer.kind === 'outbox' && config.NODE_ENV !== 'production' && config.DEV_MAILBOX !== 'off')
    await app.register(devMailboxRoutes, { outbox, access: config.DEV_MAILBOX });

  // Login, sign-up and contact sent as plain forms (no JavaScript yet or at all).
  await app.register(formPostsPlugin);
  await app.register(webAppPlugin, {
    distDir: config.WEB_DIST_DIR,
    publicUrl: config.PUBLIC_URL,
    resolveMeta: content.resolveMeta,
    cache,
    mapOrigins,
    rendersAtOnce: config.PAGE_RENDERS_AT_ONCE,
    backendAccess: async (request) =>
      (await signedIn(request)) ? mayUse(request, 'backend') : null,
  });
  return app;
}
