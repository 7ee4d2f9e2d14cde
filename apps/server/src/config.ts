import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/** An address or network of a proxy, or one of proxy-addr's names for a range. */
const proxyAddress = z.union(
  [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])],
  { error: 'must be IP addresses or CIDR ranges, comma-separated' },
);

/**
 * Whose X-Forwarded-For/-Host/-Proto to believe: nobody (unset, `false`); the proxies at the
 * given addresses or networks; or, as a whole number N, the N hops nearest the server whatever
 * their address — for a server that only its proxies can reach (a cloud load balancer whose
 * addresses change). "Everyone" is not offered: it lets any client pick its own address and
 * escape every per-address limit.
 */
const trustProxy = z.preprocess(
  (value) => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
    return typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value;
  },
  z.union([z.literal(false), z.number().int().min(1).max(10), z.array(proxyAddress).min(1)], {
    error: 'must be IP addresses or CIDR ranges (comma-separated), or a hop count from 1 to 10',
  }),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  // LISTEN needs a session of its own: past a PgBouncer in transaction mode (decision 038).
  DATABASE_LISTEN_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('iAgree <no-reply@iagree.local>'),
  CONTACT_EMAIL: z.email().default('contact@iagree.local'),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  AUTH_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  ANSWER_CACHE_MB: z.coerce.number().int().min(1).default(256),
  IMAGE_MEMORY_MB: z.coerce.number().int().min(1).default(256),
  IMAGE_QUEUE: z.coerce.number().int().min(0).default(8),
  IMAGE_WAIT_SECONDS: z.coerce.number().min(0).default(30),
  IMAGE_PROCESS_IDLE_SECONDS: z.coerce.number().min(0).default(5),
  UPLOAD_TMP_DIR: z.string().optional(),
  WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  REPORT_MIN_ACCOUNT_AGE_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  JOB_PERIOD_SECONDS: z.coerce.number().int().min(1).default(3600),
  ANALYSIS_PERIOD_SECONDS: z.coerce.number().int().min(1).default(30),
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(22),
  TRUST_PROXY: trustProxy,
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  FACEBOOK_DIALOG_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  LINE_CHANNEL_ID: optionalString,
  LINE_CHANNEL_SECRET: optionalString,
  LINE_ISSUER: z.url().default('https://access.line.me'),
  GEOCODER: z.enum(['gazetteer', 'nominatim']).default('gazetteer'),
  NOMINATIM_URL: optionalUrl,
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z
    .string()
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['json', 'pretty']).optional()),
  WEB_DIST: optionalString,
  S3_BUCKET: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  AWS_ENDPOINT_URL: optionalUrl,
  AWS_REGION: optionalString,
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  AWS_S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]*$/, 'letters, digits and . _ : - only')
    .default('iagree:'),
  SHUTDOWN_DELAY: z.coerce.number().min(0).max(8).default(0),
  METRICS_PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where the server LISTENs for committed writes; DATABASE_URL unless given. */
  databaseListenUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  /** Contact messages one IP address may send per hour. */
  contactRateLimit: number;
  /** Calls of each kind (login, signup, password, activation) per 15 minutes. */
  authRateLimit: { perIp: number; perEmail: number };
  /** Guests' answers one server keeps in memory, in UTF-16 code units (decision 048). */
  answerCacheUnits: number;
  /**
   * The decoded bytes the images processed at once may take together, how many more images
   * may wait for room and for how long (then 503).
   */
  imageBudget: { bytes: number; waiting: number; waitMs: number };
  /** How long the image process stays after its last image (decision 046). */
  imageProcessIdleMs: number;
  /** Where upload bodies are written while a request reads them (a folder per request). */
  uploadTmpDir: string;
  /** Statements, events and avatars each user may post per hour, each kind apart. */
  writeRateLimit: number;
  /** Text searches (keyword list, similar) one address may make per minute. */
  searchRateLimit: number;
  /** Distinct users whose reports hide a thing until role 1 looks at it. */
  reportHideThreshold: number;
  /** Reports from accounts younger than this many days are queued but hide nothing (decision 029). */
  reportMinAccountAgeDays: number;
  /** The period of the housekeeping jobs: each runs once per period on one server of all. */
  jobPeriodMs: number;
  /** How often consultations' stale analyses are recomputed (decision 036). */
  analysisPeriodMs: number;
  /** The hour (UTC) from which the day's notification digest goes out: 22 is 7:00 in Japan. */
  digestHourUtc: number;
  /** Whose forwarding headers to believe: nobody, the hops nearest the server, or these proxies. */
  trustProxy: false | number | string[];
  /** Facebook Login; undefined when not configured (the UI hides it, its calls answer 404). */
  facebook: { appId: string; appSecret: string; graphUrl: string; dialogUrl: string } | undefined;
  /** LINE Login (OpenID Connect); endpoints are discovered from the issuer. */
  line: { channelId: string; channelSecret: string; issuer: string } | undefined;
  geocoder: Env['GEOCODER'];
  nominatimUrl: string | undefined;
  mapTileUrl: string;
  mapAttribution: string;
  seedDemo: Env['SEED_DEMO'];
  logLevel: Env['LOG_LEVEL'];
  /** JSON lines for machines, or coloured lines and a start summary for a person. */
  logFormat: 'json' | 'pretty';
  /** Folder of the built web app; undefined when the API runs alone. */
  webDist: string | undefined;
  /** Where uploads live without S3: DATA_DIR/uploads. */
  uploadsDir: string;
  /** An S3-compatible bucket for uploads instead of the disk. */
  s3: S3Config | undefined;
  /** Redis shared by every server (rate-limit counters); undefined: memory of this process. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** How long a stopping server answers 503 to health checks before it stops listening. */
  shutdownDelayMs: number;
  /** Prometheus metrics: on a listener of their own, and/or at /metrics behind a bearer token. */
  metrics: { port: number | undefined; token: string | undefined };
}

/**
 * The bucket and how to reach it. Endpoint, region and keys are the AWS SDK's own variables;
 * unset, the SDK's usual chain (profile, instance role) supplies them.
 */
export interface S3Config {
  bucket: string;
  /** A CDN or public bucket URL: /media answers with a redirect there instead of streaming. */
  publicUrl: string | undefined;
  endpoint: string | undefined;
  region: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (http://host/bucket/key), as local S3-compatible servers want. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A provider needs both halves of its key, or neither. */
function pairProblems(e: Env, idName: keyof Env, secretName: keyof Env): string[] {
  if (Boolean(e[idName]) === Boolean(e[secretName])) return [];
  return [
    e[idName] ? `${secretName}: required with ${idName}` : `${idName}: required with ${secretName}`,
  ];
}

/**
 * Validates the environment once at start; every bad variable is reported, not just the first.
 * `terminal`: whether stdout is a terminal, where logs default to the pretty format.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal = Boolean(process.stdout.isTTY),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems = [
    ...(e.GEOCODER === 'nominatim' && !e.NOMINATIM_URL
      ? ['NOMINATIM_URL: required when GEOCODER=nominatim']
      : []),
    ...pairProblems(e, 'FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'),
    ...pairProblems(e, 'LINE_CHANNEL_ID', 'LINE_CHANNEL_SECRET'),
    ...pairProblems(e, 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'),
    ...(e.S3_PUBLIC_URL && !e.S3_BUCKET ? ['S3_PUBLIC_URL: required with S3_BUCKET'] : []),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  // npm runs workspace scripts inside the workspace; relative paths mean where the user typed.
  const cwd = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    authRateLimit: { perIp: e.AUTH_RATE_LIMIT, perEmail: e.AUTH_EMAIL_RATE_LIMIT },
    answerCacheUnits: (e.ANSWER_CACHE_MB * 1024 * 1024) / 2,
    imageBudget: {
      bytes: e.IMAGE_MEMORY_MB * 1024 * 1024,
      waiting: e.IMAGE_QUEUE,
      waitMs: e.IMAGE_WAIT_SECONDS * 1000,
    },
    imageProcessIdleMs: e.IMAGE_PROCESS_IDLE_SECONDS * 1000,
    uploadTmpDir: e.UPLOAD_TMP_DIR
      ? path.resolve(cwd, e.UPLOAD_TMP_DIR)
      : path.join(dataDir, 'tmp'),
    writeRateLimit: e.WRITE_RATE_LIMIT,
    searchRateLimit: e.SEARCH_RATE_LIMIT,
    reportHideThreshold: e.REPORT_HIDE_THRESHOLD,
    reportMinAccountAgeDays: e.REPORT_MIN_ACCOUNT_AGE_DAYS,
    jobPeriodMs: e.JOB_PERIOD_SECONDS * 1000,
    analysisPeriodMs: e.ANALYSIS_PERIOD_SECONDS * 1000,
    digestHourUtc: e.DIGEST_HOUR_UTC,
    trustProxy: e.TRUST_PROXY,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            appId: e.FACEBOOK_APP_ID,
            appSecret: e.FACEBOOK_APP_SECRET,
            graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
            dialogUrl: e.FACEBOOK_DIALOG_URL,
          }
        : undefined,
    line:
      e.LINE_CHANNEL_ID && e.LINE_CHANNEL_SECRET
        ? {
            channelId: e.LINE_CHANNEL_ID,
            channelSecret: e.LINE_CHANNEL_SECRET,
            issuer: e.LINE_ISSUER,
          }
        : undefined,
    geocoder: e.GEOCODER,
    nominatimUrl: e.NOMINATIM_URL,
    mapTileUrl: e.MAP_TILE_URL,
    mapAttribution: e.MAP_ATTRIBUTION,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (terminal ? 'pretty' : 'json'),
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : undefined,
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
          endpoint: e.AWS_ENDPOINT_URL,
          region: e.AWS_REGION,
          credentials:
            e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.AWS_S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    shutdownDelayMs: e.SHUTDOWN_DELAY * 1000,
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
  };
}
