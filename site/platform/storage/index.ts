export { createSafeStorage, localStore, sessionStore, type SafeStorage } from './storage.ts';
