// `npm run accounts -- add <email> [--name "Name"]`: the operators' way to create an account (the
// site has no sign-up: learners' accounts come from the product). `operator <email>` lets an
// account read the analytics report (/operator/analytics), `not-operator <email>` takes it back. The password is read from
// ACCOUNT_PASSWORD or, if that is unset, from the first line of standard input, so it never
// appears in the shell's history or the process list. Uses the configured database (DATABASE_URL,
// else the embedded one under DATA_DIR, which is locked while `npm start` runs: stop it first).
import { createInterface } from 'node:readline';
import * as v from 'valibot';
import { validate } from '../domain/content/schemas.ts';
import { dataDirFromEnv, databaseOptionsFromEnv, openDatabase } from '../server/database/index.ts';
import { plainText } from '../domain/rules/plain-text.ts';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../domain/subscription/email.ts';
import { authSecret, createAuth, ensureAccount } from '../server/auth.ts';
import { PASSWORD_LENGTH } from '../domain/account/password.ts';
import { setOperator } from '../server/analytics/report-page.ts';

const NewAccountSchema = v.object({
  email: v.pipe(plainText(EMAIL_MAX_LENGTH), v.check(isValidEmail, 'must be a valid e-mail address')),
  // better-auth's own bounds for a password.
  password: v.pipe(plainText(PASSWORD_LENGTH.max), v.minLength(PASSWORD_LENGTH.min, `must be at least ${PASSWORD_LENGTH.min} characters`)),
  name: v.pipe(plainText(100), v.nonEmpty('must not be empty')),
});

const usage = [
  'Usage: npm run accounts -- add <email> [--name "Name"]  (password from ACCOUNT_PASSWORD or standard input)',
  '       npm run accounts -- operator <email>       (the account may read the analytics report)',
  '       npm run accounts -- not-operator <email>',
].join('\n');
const [command, email, ...rest] = process.argv.slice(2);
if (!['add', 'operator', 'not-operator'].includes(command ?? '') || !email) {
  console.error(usage);
  process.exit(2);
}
if (command !== 'add') {
  const database = await openDatabase(databaseOptionsFromEnv());
  const result = await setOperator(database, email, command === 'operator').finally(() => database.close());
  const said = { changed: command === 'operator' ? 'The account is an operator now.' : 'The account is no longer an operator.', unchanged: 'Nothing changed: it was so already.', 'no-account': 'No account has this e-mail address: create it with `add` first.' };
  console.log(said[result]);
  process.exit(result === 'no-account' ? 1 : 0);
}
const nameAt = rest.indexOf('--name');
const name = nameAt >= 0 ? (rest[nameAt + 1] ?? '') : email.split('@')[0]!;

async function readPassword(): Promise<string> {
  if (process.env.ACCOUNT_PASSWORD !== undefined) return process.env.ACCOUNT_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('Password (the line is not hidden; pipe it in to keep it off the screen): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) return line;
  return '';
}

const read = validate(NewAccountSchema, { email, password: await readPassword(), name });
if (!read.ok) {
  console.error(`Not created: ${read.reason}`);
  process.exit(2);
}
const database = await openDatabase(databaseOptionsFromEnv());
try {
  const auth = createAuth({ database, secret: authSecret(process.env, dataDirFromEnv()), baseURL: process.env.AUTH_URL ?? 'http://127.0.0.1' });
  const result = await ensureAccount(auth, database, read.value);
  console.log(result === 'created' ? 'Account created.' : 'An account with this e-mail address exists already; nothing changed.');
} finally {
  await database.close();
}
