// Types of scripts/site-sizes.mjs, for the tests that import it.
export declare const SITE: string;
export declare const PAGE_BROTLI_QUALITY: number;
export declare const FIRST_ROUND_TRIP_BYTES: number;
export declare const TWO_ROUND_TRIPS_BYTES: number;
export declare const BUDGETS: { firstLoadJs: number; contentFirstLoadJs: number; promotionsChunk: number; css: number; firstScreen: number; html: number };
export declare function kib(bytes: number): string;
export declare function siteBuilt(): boolean;
export declare function builtPages(directory?: string, prefix?: string): string[];
export declare function firstLoad(page: string): { files: Map<string, number>; total: number; data: number; modules: number };
export declare function promotionsChunk(page: string, loaded?: Map<string, number>): { files: number; total: number };
export declare function subscribeFormChunk(page: string): { files: number; total: number };
export interface PageMeasure {
  page: string;
  /** No island but the shell's (header, footer, consent). */
  contentPage: boolean;
  firstLoad: ReturnType<typeof firstLoad>;
  html: number;
  firstScreen: number;
  css: number;
  promotions: { files: number; total: number };
}
export declare function measurePage(page: string): PageMeasure;
export declare function overBudget(measured: PageMeasure[]): string[];
