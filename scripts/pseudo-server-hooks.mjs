// The site's server speaking the pseudo-locale (`node --import ./scripts/pseudo-server-hooks.mjs`):
// what it writes into a page before paint (a timetable's seats left) comes from the same compiled
// catalogs as the build's words, so the pseudo-locale run (scripts/pseudo-locale.mjs) loads them
// pseudo-localized here as the build does (scripts/messages.mjs messageCatalogs).
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { pseudoCompiled } from './messages.mjs';

registerHooks({
  load(url, context, nextLoad) {
    const source = url.startsWith('file:') ? pseudoCompiled(fileURLToPath(url)) : null;
    return source === null ? nextLoad(url, context) : { format: 'module-typescript', source, shortCircuit: true };
  },
});
