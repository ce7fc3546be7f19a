// `npm run trial-lessons [-- --json]`: the trial lessons asked for, for the tutoring team to confirm
// (scripts/table-export.ts), earliest lesson first.
import { asc } from 'drizzle-orm';
import { trialLessonRequest } from '../server/database/schema.ts';
import { printTable } from './table-export.ts';

await printTable(
  ({ db }) => db.select().from(trialLessonRequest).orderBy(asc(trialLessonRequest.startsAt), asc(trialLessonRequest.id)),
  ['startsAt', 'tutorSlug', 'name', 'email', 'locale', 'timeZone', 'answers', 'consentAt', 'createdAt'],
);
