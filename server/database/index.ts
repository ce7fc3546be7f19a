export { DatabaseInUseError, dataDirFromEnv, databaseOptionsFromEnv, isDatabaseReady, openDatabase } from './database.ts';
export type { Database, DatabaseOptions, OpenDatabase } from './database.ts';
