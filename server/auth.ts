// Accounts: better-auth with email and password over the site's database (its Drizzle adapter,
// the tables in site/platform/database/schema.ts, migrated at start with the rest). The session
// cookie is httpOnly and SameSite=Lax, Secure when the site's URL is https.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { OpenDatabase } from '../site/platform/database/index.ts';
import * as schema from '../site/platform/database/schema.ts';

/** The demo learner of the README and `npm start`'s output. */
export const DEMO_LEARNER = { email: 'learner@example.com', password: 'correct-horse-battery', name: 'Demo Learner' } as const;

export const SESSION_COOKIE = 'better-auth.session_token';

export interface AuthOptions {
  database: OpenDatabase;
  /** Signs session cookies: AUTH_SECRET, else authSecret(dataDir). */
  secret: string;
  /** The site's public URL (AUTH_URL), e.g. https://www.lingo.example. */
  baseURL: string;
  /** Origins allowed to POST besides baseURL's. */
  trustedOrigins?: string[];
}

export function createAuth({ database, secret, baseURL, trustedOrigins = [] }: AuthOptions) {
  return betterAuth({
    appName: 'Lingo',
    baseURL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseURL, ...trustedOrigins],
    database: drizzleAdapter(database.db, { provider: 'pg', schema }),
    emailAndPassword: { enabled: true },
    telemetry: { enabled: false },
  });
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

/** Creates the demo learner unless they exist. */
export async function seedDemoLearner(auth: Auth): Promise<void> {
  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(DEMO_LEARNER.email)) return;
  await auth.api.signUpEmail({ body: { ...DEMO_LEARNER } });
}

/** True when the request carries a valid session (checked only when the cookie is there). */
export async function isSignedIn(auth: Auth, headers: Headers): Promise<boolean> {
  if (!headers.get('cookie')?.includes(SESSION_COOKIE)) return false;
  try {
    return (await auth.api.getSession({ headers })) !== null;
  } catch {
    return false;
  }
}
