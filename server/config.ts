import { isIP } from 'node:net';
import { z } from 'zod';
import { consentVariantSchema } from '../domain/content/bundle.ts';

/** 10.0.0.1, ::1, 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads; the README's configuration table mirrors it. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional(),
  /** Unset: http://localhost on PORT, so links in mails reach this very server. */
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  MAIL_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(5),
  MAILS_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().positive().default(5),
  PASSWORD_RESETS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  ACCOUNT_CHANGES_PER_MINUTE: z.coerce.number().int().positive().default(5),
  UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Storage one user may fill with uploads, in megabytes. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  /** Uploads no record refers to are removed after this many hours. */
  UPLOAD_ORPHAN_HOURS: z.coerce.number().positive().default(24),
  /** Images rendered at once, one worker process each; unset: the cores, at most 2. */
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  /** An uploaded image taking longer to render is refused and its worker killed. */
  IMAGE_WORK_TIMEOUT_MS: z.coerce.number().int().min(50).max(120000).default(10000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  DEV_MAILBOX: z.enum(['loopback', 'network', 'off']).default('loopback'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// connection URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Active City Hamburg <no-reply@activecity.example>'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('eu-central-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_KEY_ID: z.string().min(1).optional(),
  APPLE_PRIVATE_KEY: z.string().min(1).optional(),
  CONSENT_VARIANT: consentVariantSchema.optional(),
  /** Unset: the demo city outside production only; production seeds no known account. */
  SEED_DEMO: booleanFromEnv.optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      if (value === 'false' || value === '0') return false as const;
      if (value === 'true' || value === '1') {
        ctx.addIssue({
          code: 'custom',
          message:
            "list the reverse proxies' addresses (e.g. 127.0.0.1,10.0.0.0/8) instead of true: " +
            'trusting every X-Forwarded-For lets any client choose its address',
        });
        return z.NEVER;
      }
      const proxies = value.split(',').map((p) => p.trim());
      const bad = proxies.filter((p) => !isAddressOrRange(p));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `not an IP address or CIDR range: ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return proxies;
    }),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  /** Pages rendered at once for visitors without a session; beyond: the app shell. Unset: 2 per core. */
  PAGE_RENDERS_AT_ONCE: z.coerce.number().int().positive().optional(),
  GEOCODER_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(3000),
  GEOCODER_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  MAP_STYLE_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  /**
   * Both set: card payments go through Stripe; unset: the built-in test checkout if
   * LOCAL_TEST_CHECKOUT allows it, else the shop takes no payments.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** The VAT rate printed on receipts, in percent (0: no VAT line but the note that none is charged). */
  SHOP_VAT_PERCENT: z.coerce.number().min(0).max(100).default(19),
  /** Seller's name and address on receipts, lines separated by "|". */
  SHOP_SELLER: z
    .string()
    .min(3)
    .default('Active City Hamburg|Behörde für Inneres und Sport|Johanniswall 4|20095 Hamburg'),
  /** Checkouts a client address may start per minute (each opens a session at the provider). */
  CHECKOUTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Seconds until the local provider's "pending" test card is paid. */
  LOCAL_PAYMENT_PENDING_SECONDS: z.coerce.number().int().min(1).max(3600).default(8),
  /**
   * The built-in test checkout (test cards, no money) when Stripe is not set. Unset: on outside
   * production, off in production, where it would hand paid products out for test cards.
   */
  LOCAL_TEST_CHECKOUT: z.enum(['on', 'off']).optional(),
});

export type Config = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'SEED_DEMO'> & {
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; a bad variable stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = {
    ...result.data,
    PUBLIC_URL: result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`,
    SEED_DEMO: result.data.SEED_DEMO ?? result.data.NODE_ENV !== 'production',
  };
  if (config.S3_BUCKET && !(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET',
    );
  }
  if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither',
    );
  }
  if (config.NODE_ENV === 'production' && !config.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  return config;
}

/** Test defaults: quiet logs, no demo seed, an in-memory database unless a file says otherwise. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
    ...overrides,
  };
}
