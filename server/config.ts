import { z } from '../shared/schemas/zod';
import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import {
  EMPTY_SETTINGS,
  preserveYear,
  SAMPLE_SETTINGS,
  type Organisation,
  type SiteSettingsValues,
} from '../shared/organisation';
import { DEFAULT_COST as DEFAULT_PASSWORD_COST } from './services/passwords';

/**
 * Runtime configuration from the environment (the runtime contract in docs/architecture.md). A bad value stops
 * start-up with a message that names the variable; nothing half-configured ever serves requests.
 */

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => {
        try {
          return protocols.test(new URL(v).protocol);
        } catch {
          return false;
        }
      }, hint)
      .optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('production')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(5000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'must be a postgres:// or postgresql:// URL'),
  PUBLIC_URL: optionalUrl(/^https?:$/, 'must be an http:// or https:// URL'),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalUrl(/^smtps?:$/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: optionalString,
  ADMIN_NOTIFY_EMAIL: z.preprocess(emptyAsUndefined, z.email('must be an e-mail address').optional()),
  // The mail queue's timing (ADR 013). Production keeps the defaults; tests shorten them instead of sleeping.
  MAIL_RETRY_BASE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10).max(600_000).default(10_000)),
  MAIL_POLL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10).max(600_000).default(5_000)),
  MAIL_MAX_ATTEMPTS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(50).default(15)),
  MAIL_LEASE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(3_600_000).default(300_000)),
  // How long before an event its registrants are reminded (ADR 036); a week at most, so the reminder is still news.
  REMINDER_HOURS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(168).default(24)),
  // How many newsletter copies go into the mail queue each minute (ADR 039): mail providers distrust bursts.
  NEWSLETTER_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(60)),
  // DKIM signing of every outgoing message: all three or none.
  DKIM_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(?=.{1,253}$)([A-Za-z0-9-]{1,63}\.)+[A-Za-z]{2,63}$/, 'must be a domain name such as example.org')
      .optional(),
  ),
  DKIM_SELECTOR: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/, 'must be a selector such as mail2026')
      .optional(),
  ),
  DKIM_PRIVATE_KEY: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl(/^https?:$/, 'must be an http:// or https:// URL'),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  SEED: z.preprocess(emptyAsUndefined, z.enum(['demo', 'none'], { error: "must be 'demo' or 'none'" }).default('demo')),
  SIGNUP: z.preprocess(
    emptyAsUndefined,
    z.enum(['open', 'invite'], { error: "must be 'open' or 'invite'" }).default('open'),
  ),
  RATE_LIMITS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on')),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('false'),
  ),
  REDIS_URL: optionalUrl(/^rediss?:$/, 'must be a redis:// or rediss:// URL'),
  // scrypt's cost N for new password hashes (a power of two). Below the default only in tests, where hundreds of
  // accounts are made: the same algorithm and checks at a price a test run can pay.
  PASSWORD_HASH_COST: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .refine((n) => n >= 2 ** 10 && n <= 2 ** 20 && (n & (n - 1)) === 0, 'must be a power of two from 1024 to 1048576')
      .default(DEFAULT_PASSWORD_COST),
  ),
  // Days after an event that its registrants' names, addresses, phones and requests are kept (the counts stay).
  REGISTRATION_RETENTION_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1, 'must be at least 1 day').max(3650, 'must be at most 3650 days').default(365),
  ),
  // Bytes of files one member (not an admin) may send in a day, accepted or refused (ADR 049). Every upload costs
  // the server a decode; the default fits a few dozen phone photos a day.
  MEMBER_UPLOAD_BYTES_PER_DAY: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1, 'must be a number of bytes, at least 1')
      .max(2_000_000_000, 'must be at most 2000000000 bytes')
      .default(200 * 1024 * 1024),
  ),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
  ORG_NAME: optionalString,
  ORG_ABBREVIATION: optionalString,
  ORG_PRESERVE_NAME: optionalString,
  ORG_TAGLINE: optionalString,
  ORG_ADDRESS_LINE1: optionalString,
  ORG_ADDRESS_TOWN: optionalString,
  ORG_ADDRESS_STATE: optionalString,
  ORG_ADDRESS_POSTCODE: optionalString,
  ORG_EMAIL: z.preprocess(emptyAsUndefined, z.email('must be an e-mail address').optional()),
  ORG_PHONE: optionalString,
  ORG_EIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{2}-\d{7}$/, 'must look like 12-3456789')
      .optional(),
  ),
  ORG_DONATION_URL: optionalUrl(/^https?:$/, 'must be an http:// or https:// URL'),
  ORG_LOCATION_URL: optionalUrl(/^https?:$/, 'must be an http:// or https:// URL'),
  ORG_FACEBOOK_URL: optionalUrl(/^https?:$/, 'must be an http:// or https:// URL'),
  ORG_TWITTER_URL: optionalUrl(/^https?:$/, 'must be an http:// or https:// URL'),
  ORG_INSTAGRAM_URL: optionalUrl(/^https?:$/, 'must be an http:// or https:// URL'),
  ORG_BOARD: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^\s*(President|Vice President|Secretary|Treasurer|Trustee)\s*:\s*[^;:]+(;\s*(President|Vice President|Secretary|Treasurer|Trustee)\s*:\s*[^;:]+)*;?\s*$/,
        "must look like 'President: Ann Smith; Trustee: Bo Jones'",
      )
      .optional(),
  ),
  ORG_FOUNDING_YEAR: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1800).max(2200).optional()),
  ORG_PRESERVE_ACRES: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(1_000_000).optional()),
});

type Env = z.infer<typeof envSchema>;

/**
 * The DKIM key as a PEM text. Environment files often cannot hold line breaks, so a literal `\n` stands for one;
 * the key must be one node:crypto can read as a private key, or null.
 */
export function dkimPrivateKey(value: string): string | null {
  const pem = value.replace(/\\n/g, '\n').trim();
  if (!/^-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem)) return null;
  try {
    crypto.createPrivateKey(pem);
    return `${pem}\n`;
  } catch {
    return null;
  }
}

/** Every variable the server reads (deployment files are checked against it). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  publicUrl: string;
  /** PUBLIC_URL was set; otherwise links made for a request's own client use the address it came in on. */
  publicUrlGiven: boolean;
  sessionSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  adminNotifyEmail: string | null;
  /** The durable mail queue's timing (services/mail/worker.ts, ADR 013). */
  mailQueue: { retryBaseMs: number; pollMs: number; maxAttempts: number; leaseMs: number };
  /** Registrants are reminded this many hours before their event starts (services/reminders.ts). */
  reminderHours: number;
  /** Newsletter copies queued per minute (services/newsletterRuns.ts). */
  newsletterPerMinute: number;
  /** DKIM signing of every outgoing message (nodemailer's `dkim` option); null when not configured. */
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
  s3: { bucket: string; endpoint: string | null; region: string; accessKeyId: string; secretAccessKey: string } | null;
  seed: 'demo' | 'none';
  /** 'open': anyone may create an account on the sign-in page; 'invite': only admins create accounts (CLI). */
  signup: 'open' | 'invite';
  rateLimits: boolean;
  /** Behind a reverse proxy: take the client address and protocol from X-Forwarded-For / -Proto. */
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** scrypt's N for new password hashes; existing hashes keep the cost they were made with. */
  passwordHashCost: number;
  registrationRetentionDays: number;
  /** Bytes of files a member may upload per day on the preserve's calendar (services/uploadQuota.ts). */
  memberUploadBytesPerDay: number;
  /** Optional Redis for state shared by several instances (rate limits, cache invalidation); null: the database. */
  redisUrl: string | null;
  /**
   * The organisation as ORG_* describe it, samples where unset: it fills an empty site_settings row of a demo site
   * (SEED=demo) once; after that the database's copy is the organisation (services/siteSettings.ts).
   */
  organisation: Organisation;
  /** ORG_* alone, every detail they leave unset empty: what an empty site without demo content (SEED=none) starts with. */
  organisationWithoutSamples: SiteSettingsValues;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** `defaults` with every value that is set (not undefined) in `values` in its place. */
function withSet<T extends object>(defaults: T, values: { [K in keyof T]?: T[K] | undefined }): T {
  const set = Object.entries(values).filter(([, v]) => v !== undefined);
  return { ...defaults, ...Object.fromEntries(set) };
}

function organisationFrom(env: Env, s: SiteSettingsValues): SiteSettingsValues {
  const org: SiteSettingsValues = {
    ...withSet(s, {
      name: env.ORG_NAME,
      abbreviation: env.ORG_ABBREVIATION,
      preserveName: env.ORG_PRESERVE_NAME,
      acres: env.ORG_PRESERVE_ACRES,
      tagline: env.ORG_TAGLINE,
      foundingYear: env.ORG_FOUNDING_YEAR,
      email: env.ORG_EMAIL,
      phone: env.ORG_PHONE,
      ein: env.ORG_EIN,
      donationUrl: env.ORG_DONATION_URL,
      locationUrl: env.ORG_LOCATION_URL,
    }),
    postalAddress: withSet(s.postalAddress, {
      line1: env.ORG_ADDRESS_LINE1,
      town: env.ORG_ADDRESS_TOWN,
      state: env.ORG_ADDRESS_STATE,
      postcode: env.ORG_ADDRESS_POSTCODE,
    }),
    social: withSet(s.social, {
      facebook: env.ORG_FACEBOOK_URL,
      twitter: env.ORG_TWITTER_URL,
      instagram: env.ORG_INSTAGRAM_URL,
    }),
  };
  if (env.ORG_BOARD) {
    org.board = env.ORG_BOARD.split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [role, name] = part.split(':').map((x) => x.trim());
        return { role, name };
      });
  }
  return org;
}

/** The session secret: from the environment, else generated once and kept in DATA_DIR so restarts keep sessions. */
function sessionSecretFor(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* first start */
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  // Any S3 variable means "store files in S3": a half-set group would otherwise fall back to local disk silently.
  const s3Required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Given = (
    ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  ).filter((k) => env[k]);
  if (s3Given.length > 0) {
    for (const k of s3Required)
      if (!env[k]) problems.push(`${k}: required when ${s3Given.join(', ')} ${s3Given.length > 1 ? 'are' : 'is'} set`);
  }
  if (env.PASSWORD_HASH_COST < DEFAULT_PASSWORD_COST && env.NODE_ENV !== 'test')
    problems.push(`PASSWORD_HASH_COST: may be below ${DEFAULT_PASSWORD_COST} only when NODE_ENV=test`);
  const dkimNames = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;
  const dkimGiven = dkimNames.filter((k) => env[k]);
  if (dkimGiven.length > 0 && dkimGiven.length < dkimNames.length) {
    for (const k of dkimNames)
      if (!env[k])
        problems.push(`${k}: required when ${dkimGiven.join(', ')} ${dkimGiven.length > 1 ? 'are' : 'is'} set`);
  }
  const dkimKey = env.DKIM_PRIVATE_KEY ? dkimPrivateKey(env.DKIM_PRIVATE_KEY) : null;
  if (env.DKIM_PRIVATE_KEY && !dkimKey)
    problems.push('DKIM_PRIVATE_KEY: must be a PEM private key (-----BEGIN PRIVATE KEY----- ...), inline or with \\n');
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'preserve.sqlite') },
    publicUrl,
    publicUrlGiven: env.PUBLIC_URL !== undefined,
    sessionSecret: sessionSecretFor(dataDir, env.SESSION_SECRET),
    smtpUrl: env.SMTP_URL ?? null,
    // Only its address is used: the name on every mail is the organisation's from the site settings.
    mailFrom: env.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    adminNotifyEmail: env.ADMIN_NOTIFY_EMAIL ?? null,
    mailQueue: {
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      pollMs: env.MAIL_POLL_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      leaseMs: env.MAIL_LEASE_MS,
    },
    reminderHours: env.REMINDER_HOURS,
    newsletterPerMinute: env.NEWSLETTER_PER_MINUTE,
    dkim:
      env.DKIM_DOMAIN && env.DKIM_SELECTOR && dkimKey
        ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: dkimKey }
        : null,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT ?? null,
            region: env.S3_REGION ?? 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : null,
    seed: env.SEED,
    signup: env.SIGNUP,
    rateLimits: env.RATE_LIMITS === 'on',
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL,
    passwordHashCost: env.PASSWORD_HASH_COST,
    registrationRetentionDays: env.REGISTRATION_RETENTION_DAYS,
    memberUploadBytesPerDay: env.MEMBER_UPLOAD_BYTES_PER_DAY,
    redisUrl: env.REDIS_URL ?? null,
    organisation: { ...organisationFrom(env, SAMPLE_SETTINGS), copyrightYear: preserveYear() },
    organisationWithoutSamples: organisationFrom(env, EMPTY_SETTINGS),
  };
}
