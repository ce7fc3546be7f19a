// The lesson hydrates at the visitor's first sign of using it (islands/starter.ts): until then it
// is its Start button, and the page's first load carries none of it.
import { defineStarter, hydrateOnIntent } from '../islands/starter.ts';

export default defineStarter<{ locale: string }>('try-lesson', ({ box, hydrate }) => hydrateOnIntent(box, hydrate));
