export { DatabaseInUseError, databaseOptionsFromEnv, isDatabaseReady, openDatabase } from './database.ts';
export type { Database, DatabaseOptions, OpenDatabase } from './database.ts';
