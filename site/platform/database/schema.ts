// The site's tables, in Drizzle's schema language. `npm run db:generate` turns a change here into
// a migration under ./migrations, applied at start to PGlite and Postgres alike. Accounts and
// subscriptions add their tables next (issues 9 and 11).
export {};
