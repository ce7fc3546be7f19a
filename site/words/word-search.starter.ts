// The search is a plain GET form until the visitor reaches for it: then React and the suggestions load.
import { defineStarter, hydrateOnIntent } from '../islands/starter.ts';
import type { WordSearchView } from './word-pages.ts';

export default defineStarter<WordSearchView>('word-search', ({ box, hydrate }) => hydrateOnIntent(box, hydrate));
