// Types of eslint.config.js's named exports, for tests/docs.test.ts (ESLint reads only the default).
type Folder = 'tokens' | 'design-system' | 'domain' | 'site' | 'server' | 'cms' | 'edge' | 'scripts' | 'tests';
export declare const MAY_IMPORT: Record<Folder, readonly Folder[]>;
export declare const PRERENDER_CONTENT: string;
declare const config: unknown;
export default config;
