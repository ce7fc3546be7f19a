// What the steps after the prerender (react-router.config.ts `buildEnd`) read of the built site.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every page the prerender wrote (an index.html), at any depth under `directory`. */
export function* builtPages(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* builtPages(path);
    else if (entry.name === 'index.html') yield path;
  }
}

/** An attribute's value as React writes it, unescaped. */
export const decodeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
