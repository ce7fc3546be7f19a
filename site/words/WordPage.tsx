// A word tool's page and its 404, connected: the locale's words, the search and listen islands.
import { Island } from '../islands/island.tsx';
import listenIsland from './listen.island.tsx';
import { PureWordMissing, PureWordPage } from './PureWordPage/PureWordPage.tsx';
import wordSearchIsland from './word-search.island.tsx';
import { WORDS_COPY, type WordMissingView, type WordPageView } from './word-pages.ts';

/** The licences of the word data (public/licences/word-data.txt, linked from every word page). */
export const WORD_DATA_LICENCES_PATH = '/licences/word-data.txt';

export function WordPage({ view }: { view: WordPageView }) {
  const copy = WORDS_COPY[view.locale];
  return (
    <PureWordPage
      view={view}
      copy={copy}
      search={<Island island={wordSearchIsland} props={view.search} />}
      listen={view.tool === 'how-to-pronounce' ? <Island island={listenIsland} props={{ word: view.word, label: copy.pronounce.listen({ word: view.word }) }} /> : undefined}
      licencesHref={WORD_DATA_LICENCES_PATH}
    />
  );
}

export function WordMissing({ view }: { view: WordMissingView }) {
  return <PureWordMissing view={view} copy={WORDS_COPY[view.locale]} search={<Island island={wordSearchIsland} props={view.search} />} />;
}
