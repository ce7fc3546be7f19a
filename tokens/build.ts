// Writes the generated token files; tokens.test.ts fails when they are out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toCssVariables, toDesignTokens } from './generate.ts';

const GENERATED_DIR = join(dirname(fileURLToPath(import.meta.url)), 'generated');

mkdirSync(GENERATED_DIR, { recursive: true });
writeFileSync(join(GENERATED_DIR, 'tokens.css'), toCssVariables());
writeFileSync(join(GENERATED_DIR, 'tokens.json'), `${JSON.stringify(toDesignTokens(), null, 2)}\n`);
console.log(`tokens written to ${GENERATED_DIR}`);
