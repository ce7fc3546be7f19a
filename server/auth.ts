// Accounts: better-auth with email and password over the site's database (its Drizzle adapter,
// the tables in server/database/schema.ts, migrated at start with the rest). The session
// cookie is httpOnly and SameSite=Lax, Secure when the site's URL is https.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { betterAuth } from 'better-auth';
import { LRUCache } from 'lru-cache';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { OpenDatabase } from './database/index.ts';
import * as schema from './database/schema.ts';
import { CLIENT_ADDRESS_HEADER } from './client-address.ts';
import { logSafe } from './log.ts';
import type { Mailer } from './mail/mailer.ts';
import { RESET_LINK_TTL_S, resetPasswordSender } from './mail/reset-mail.ts';
import { sessionCookieIn } from './session-cookie.ts';

/** The demo learner of the README and `npm start`'s output (development only, unless SEED_DEMO_LEARNER=1). */
export const DEMO_LEARNER = { email: 'learner@example.com', password: 'correct-horse-battery', name: 'Demo Learner' } as const;


export interface AuthOptions {
  database: OpenDatabase;
  /** Signs session cookies: AUTH_SECRET, else authSecret(dataDir). */
  secret: string;
  /** The site's public URL (AUTH_URL), e.g. https://www.lingo.example. */
  baseURL: string;
  /** Origins allowed to POST besides baseURL's. */
  trustedOrigins?: string[];
  /** Where reset e-mails go (mail/mailer.ts); without one, "Forgot password?" is refused. */
  mailer?: Mailer;
}

export function createAuth({ database, secret, baseURL, trustedOrigins = [], mailer }: AuthOptions) {
  return betterAuth({
    appName: 'Lingo',
    baseURL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseURL, ...trustedOrigins],
    database: drizzleAdapter(database.db, { provider: 'pg', schema }),
    // Learners' accounts come from the product; the site only signs them in (ensureAccount makes
    // the demo learner and operators' accounts). The route is also not exposed (server/api.ts).
    // "Forgot password?" (password-reset.ts): a link that works once, for 30 minutes, and ends every session.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      ...(mailer
        ? {
            sendResetPassword: resetPasswordSender(mailer, baseURL),
            resetPasswordTokenExpiresIn: RESET_LINK_TTL_S,
            revokeSessionsOnPasswordReset: true,
            // Every other link the learner was sent dies with the one used (issue 59: two older
            // links each set a new password after a reset). An account's verification rows are its
            // reset links: the site verifies nothing else.
            onPasswordReset: async ({ user }: { user: { id: string } }) => void (await database.db.delete(schema.verification).where(eq(schema.verification.value, user.id))),
          }
        : {}),
    },
    // A reset link's token is kept as its SHA-256 (issue 59): the table read is no list of working links.
    verification: { storeIdentifier: 'hashed' },
    // Our own limiter (server/sign-in.ts) covers every path that checks a password, in every mode.
    rateLimit: { enabled: false },
    // The address server/client-address.ts resolved (api.ts sets it), for the session's record.
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    // Its failed queries quote their parameters (an e-mail address among them): through our redaction.
    logger: { level: 'warn', log: authLog },
    telemetry: { enabled: false },
  });
}

function authLog(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...details: unknown[]) {
  const text = [message, ...details.map(describe)].join(' ');
  (level === 'error' ? console.error : level === 'warn' ? console.warn : console.log)(`[auth] ${level}: ${logSafe(text)}`);
}

/** An error by its message (no stack of user data), anything else as JSON where it can be. */
function describe(detail: unknown): string {
  if (detail instanceof Error || typeof detail !== 'object' || detail === null) return detail instanceof Error ? detail.message : String(detail);
  try {
    return JSON.stringify(detail);
  } catch {
    return String(detail);
  }
}

export type Auth = ReturnType<typeof createAuth>;

/** True for the site's own origins (AUTH_URL and the trusted ones): who may POST sign-ins. */
export const isTrustedOrigin = (auth: Auth, origin: string | undefined): boolean =>
  origin !== undefined && (auth.options.trustedOrigins as string[]).includes(origin);

/**
 * AUTH_SECRET when set; otherwise a random secret generated once and kept in the data directory
 * (so sessions survive a restart), readable by its owner only.
 */
export function authSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export interface NewAccount {
  email: string;
  password: string;
  name: string;
}

/**
 * Creates an account with a password unless its e-mail address has one: the user and its
 * credential in one statement, so instances starting at once on one PostgreSQL never race (the
 * loser's insert finds the winner's row and adds nothing; before, one died on user_email_unique).
 */
export async function ensureAccount(auth: Auth, { db }: OpenDatabase, { email, password, name }: NewAccount): Promise<'created' | 'exists'> {
  const address = email.trim().toLowerCase();
  // Every development start asks for the demo learner: no password hash (~0.1 s) when it exists.
  const existing = await db.execute(sql`select 1 from "user" where email = ${address}`);
  if (existing.rows.length > 0) return 'exists';
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const id = context.generateId({ model: 'user' }) || randomBytes(16).toString('hex');
  const accountId = context.generateId({ model: 'account' }) || randomBytes(16).toString('hex');
  const result = await db.execute(sql`
    with created as (
      insert into "user" (id, name, email, email_verified) values (${id}, ${name}, ${address}, true)
      on conflict (email) do nothing
      returning id
    )
    insert into account (id, account_id, provider_id, user_id, password)
    select ${accountId}, created.id, 'credential', created.id, ${hash} from created
    returning id`);
  return result.rows.length > 0 ? 'created' : 'exists';
}

/** Creates the demo learner unless they exist. */
export const seedDemoLearner = (auth: Auth, database: OpenDatabase) => ensureAccount(auth, database, DEMO_LEARNER);

const sessionCookieOf = (headers: Headers) => sessionCookieIn(headers.get('cookie'));

/** True when the request carries a valid session (checked only when the cookie is there). */
export async function isSignedIn(auth: Auth, headers: Headers): Promise<boolean> {
  if (sessionCookieOf(headers) === undefined) return false;
  try {
    return (await auth.api.getSession({ headers })) !== null;
  } catch {
    return false;
  }
}

/** How long a page request trusts an answer about a session cookie without asking the database again. */
export const SESSION_CHECK_TTL_MS = 60_000;

/**
 * isSignedIn for pages, remembered per session cookie for a minute (issue 28: a database query on
 * every page view of a signed-in visitor). What it decides is only which of a page's links show
 * (log in, or the profile menu); the page, the API and sign-out check the session themselves. A
 * sign-out on this instance forgets the cookie at once; one on another instance, or a session
 * that expires, shows the signed-in links for at most SESSION_CHECK_TTL_MS more.
 */
export function sessionChecks(auth: Auth, { ttlMs = SESSION_CHECK_TTL_MS, max = 10_000 } = {}) {
  const answers = new LRUCache<string, boolean>({ max, ttl: ttlMs });
  return {
    async isSignedIn(headers: Headers): Promise<boolean> {
      const cookie = sessionCookieOf(headers);
      if (!cookie) return false;
      const known = answers.get(cookie);
      if (known !== undefined) return known;
      const answer = await isSignedIn(auth, headers);
      answers.set(cookie, answer);
      return answer;
    },
    forget(headers: Headers) {
      const cookie = sessionCookieOf(headers);
      if (cookie) answers.delete(cookie);
    },
  };
}
