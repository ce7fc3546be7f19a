import type { Plugin } from 'vite';

export declare const PSEUDO_LOCALE: 'en-XA';
/** Checks the catalogs and writes (or, with `check`, compares) the compiled modules; returns the problems. */
export declare function buildMessages(options?: { check?: boolean }): Promise<string[]>;
export declare function checkCatalogs(catalogs: Record<string, unknown>, locales: readonly string[]): string[];
export declare function readCatalogs(dir?: string): Record<string, Record<string, unknown>>;
/** Every message of a catalog by its dotted key. */
export declare function flatten(tree: unknown): Map<string, string>;
export declare function pseudoLocalize<T>(tree: T): T;
export declare function messageCatalogs(options?: { pseudo?: boolean }): Plugin;
