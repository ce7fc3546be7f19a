// The site's tables, in Drizzle's schema language. `npm run db:generate` turns a change here into
// a migration under ./migrations, applied at start to PGlite and Postgres alike.
import { bigserial, boolean, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FunnelAnswers } from '../../domain/onboarding/questions.ts';
import type { StoredFacts } from '../personalise.ts';

// Accounts (better-auth, email and password): its four tables, with the property names its
// Drizzle adapter looks up (camelCase) over snake_case columns.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

// Newsletter subscriptions (issue #11): one row per e-mail address (stored lower-cased); a repeat
// only moves `last_seen_at`.
export const subscription = pgTable('subscription', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: text('locale').notNull(),
  /** Where the visitor subscribed: the form type (popup_organic_email, …). */
  source: text('source').notNull(),
  /** The page the form was on, when known. */
  page: text('page'),
  timeZone: text('time_zone'),
  /** The onboarding funnel's answers, when the address was left to get a plan: the first given (nobody else's repeat replaces them). */
  answers: jsonb('answers').$type<FunnelAnswers>(),
  /** When the visitor agreed to the terms (the request that created the row). */
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

// Trial lessons asked for from the tutor onboarding (issue 25): one row per request, stored before
// the visitor is told it was received. The same visitor asking for the same lesson twice (a retry
// after a lost answer, a corrected name) is one request, with the details sent last.
export const trialLessonRequest = pgTable(
  'trial_lesson_request',
  {
    id: serial('id').primaryKey(),
    tutorSlug: text('tutor_slug').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** The visitor's zone, so the confirmation says the time as they read it. */
    timeZone: text('time_zone').notNull(),
    /** The tutor onboarding's answers (goal, level, budget, when). */
    answers: jsonb('answers').$type<FunnelAnswers>(),
    /** When the visitor agreed to the terms (the request that created the row). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** The request's own link (its calendar file, its cancellation), sent only in its e-mail; none on requests made before it. */
    token: text('token').unique(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('trial_lesson_request_once_idx').on(table.email, table.tutorSlug, table.startsAt)],
);

// Seats reserved in group classes and club sessions (issue 62): POST /api/class-reservations. A
// session's seats are counted over the rows not cancelled; the token is the reservation's own link
// (its calendar file, its cancellation), sent only in the confirmation.
export const classReservation = pgTable(
  'class_reservation',
  {
    id: serial('id').primaryKey(),
    /** Unguessable, URL-safe (domain/rules/random-token.ts). */
    token: text('token').notNull().unique(),
    /** The class session: its locale's timetable and its documentId ("uk:abc…"). */
    sessionId: text('session_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** The visitor's zone, so the confirmation says the time as they read it. */
    timeZone: text('time_zone').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('class_reservation_once_idx').on(table.email, table.sessionId, table.startsAt),
    index('class_reservation_session_idx').on(table.sessionId, table.startsAt),
  ],
);

// Messages to support from the contact form (issue 63): stored before the visitor is told so; the
// receipt's time once the mail server took it (none: not sent, or past its address's daily limit).
export const contactMessage = pgTable(
  'contact_message',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
  },
  (table) => [index('contact_message_created_idx').on(table.createdAt)],
);

// Rate limits shared by every instance on one PostgreSQL (issue 21): a counter per key (a client
// address, or an account and address, hashed) in a fixed window that ends at `reset_at`.
export const rateLimit = pgTable(
  'rate_limit',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_reset_at_idx').on(table.resetAt)],
);

// The published site (issue 43), shared by every instance: each page's HTML and what it read of
// the CMS, the files made with the pages (the sitemap), and the props files pages ask for. A page
// the CMS removed stays as a row of kind `gone`, so a build that still has it cannot bring it back.
/** Gives every stored body its revision. */
export const sitePageRevision = pgSequence('site_page_revision');

export const sitePage = pgTable('site_page', {
  path: text('path').primaryKey(),
  kind: text('kind').$type<'page' | 'file' | 'gone'>().notNull(),
  body: text('body').notNull(),
  contentType: text('content_type'),
  /** The props file the page loads (its code is in site_page_data). */
  dataSrc: text('data_src'),
  reads: jsonb('reads').$type<string[]>().notNull(),
  /** What is served with it, read once when it was written (server/personalise.ts StoredFacts); null for a file, or a page an older release stored. */
  facts: jsonb('facts').$type<StoredFacts>(),
  /** Unique to this body: what an instance's cached copy and kept variants are checked against. */
  revision: integer('revision').notNull(),
  /** The build whose code rendered it (build/server/build-info.json). */
  buildId: text('build_id').notNull(),
  /** When the CMS content it shows was read: the newest content wins, whichever build or instance wrote it. */
  contentAt: timestamp('content_at', { withTimezone: true }).notNull(),
  /** A hash of what it says (server/live/fingerprint.ts): the same content rendered by another build has the same. */
  fingerprint: text('fingerprint'),
  /** When what it says last changed (its sitemap's lastmod): moved only when its fingerprint does. */
  changedAt: timestamp('changed_at', { withTimezone: true }),
});

export const sitePageData = pgTable('site_page_data', {
  src: text('src').primaryKey(),
  code: text('code').notNull(),
  createdAt: createdAt(),
});

/** A change the CMS announced, waiting for the batch that publishes it. */
export const contentChange = pgTable('content_change', {
  id: serial('id').primaryKey(),
  keys: jsonb('keys').$type<string[]>().notNull(),
  /** Pages to render again whatever they read (a new build's copies of pages published before it). */
  paths: jsonb('paths').$type<string[]>().notNull(),
  why: text('why').notNull(),
  batchId: integer('batch_id'),
  createdAt: createdAt(),
});

/** The changes published together: what is rendered, what goes; committed at once when every page is staged. */
export const publishBatch = pgTable('publish_batch', {
  id: serial('id').primaryKey(),
  why: text('why').notNull(),
  urls: jsonb('urls').$type<string[]>().notNull(),
  gone: jsonb('gone').$type<string[]>().notNull(),
  /** Pages a data source made (word pages) whose content changed: removed at commit, rendered again on their next request. */
  dropped: jsonb('dropped').$type<string[]>().notNull().default([]),
  counts: jsonb('counts').$type<{ touched: number; added: number }>().notNull(),
  /** When the CMS was read for it: the content_at of what it publishes. */
  contentAt: timestamp('content_at', { withTimezone: true }).notNull(),
  startedAt: createdAt(),
  committedAt: timestamp('committed_at', { withTimezone: true }),
});

/** A page of a batch, rendered and waiting for the rest of its batch; `kept` when it could not be rendered. */
export const stagedPage = pgTable(
  'staged_page',
  {
    batchId: integer('batch_id').notNull(),
    path: text('path').notNull(),
    outcome: text('outcome').$type<'rendered' | 'kept'>().notNull(),
    kind: text('kind').$type<'page' | 'file'>().notNull(),
    body: text('body').notNull(),
    contentType: text('content_type'),
    dataSrc: text('data_src'),
    reads: jsonb('reads').$type<string[]>().notNull(),
    facts: jsonb('facts').$type<StoredFacts>(),
    buildId: text('build_id').notNull(),
    fingerprint: text('fingerprint'),
  },
  (table) => [uniqueIndex('staged_page_batch_path_idx').on(table.batchId, table.path)],
);

// First-party analytics (issue 46): one row per event a visitor who may be counted sent
// (domain/analytics/collect.ts). No IP address and no e-mail address, ever: the visitor is the
// random identifier of their cookie; the country is the CDN's. Deleted after ANALYTICS_RETENTION_DAYS,
// or at once when the visitor asks (server/analytics/collect.ts).
export const analyticsEvent = pgTable(
  'analytics_event',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    visitorId: text('visitor_id').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    country: text('country'),
    /** The event's own fields (domain/analytics/events.ts), besides its name. */
    props: jsonb('props').$type<Record<string, string | number | boolean>>().notNull(),
  },
  (table) => [
    // A partitioned table's key holds its partition key (server/analytics/partitions.ts).
    primaryKey({ columns: [table.id, table.receivedAt] }),
    index('analytics_event_name_time_idx').on(table.name, table.receivedAt),
    // A visitor's events in time order: the report's "did this visitor convert after" lookups.
    index('analytics_event_visitor_time_idx').on(table.visitorId, table.receivedAt),
    // Rows arrive in time order, so a block range index finds the month's expired ones for a few KiB.
    index('analytics_event_received_at_idx').using('brin', table.receivedAt),
  ],
);

// The accounts that may read the analytics report (`npm run accounts -- operator <email>`): an
// operator is a learner's account and a row here; the site has no other roles.
export const operator = pgTable('operator', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
