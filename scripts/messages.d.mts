import type { Plugin } from 'vite';

export declare const PSEUDO_LOCALE: 'en-XA';
/** Checks the catalogs and writes (or, with `check`, compares) the compiled modules; returns the problems. */
export declare function buildMessages(options?: { check?: boolean }): Promise<string[]>;
export declare function checkCatalogs(catalogs: Record<string, unknown>, locales: readonly string[]): string[];
/** One namespace of every catalog, as the source of its TypeScript module. */
export declare function compileNamespace(catalogs: Record<string, Record<string, unknown>>, namespace: string, options?: { locales?: string[]; as?: Record<string, string> }): string;
export declare function readCatalogs(dir?: string): Record<string, Record<string, unknown>>;
/** Every message of a catalog by its dotted key. */
export declare function flatten(tree: unknown): Map<string, string>;
export declare function pseudoLocalize<T>(tree: T): T;
export declare function messageCatalogs(options?: { pseudo?: boolean }): Plugin;
