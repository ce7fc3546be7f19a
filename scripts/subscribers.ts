// `npm run subscribers [-- --json]`: the stored subscriptions (scripts/table-export.ts).
import { asc } from 'drizzle-orm';
import { subscription } from '../server/database/schema.ts';
import { printTable } from './table-export.ts';

await printTable(({ db }) => db.select().from(subscription).orderBy(asc(subscription.id)), ['email', 'locale', 'source', 'page', 'timeZone', 'answers', 'consentAt', 'createdAt', 'lastSeenAt']);
