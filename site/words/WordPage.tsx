// A word tool's page and its 404, connected: the locale's words, the search, listen and next-step islands.
import { Island } from '../islands/island.tsx';
import listenIsland from './listen.island.tsx';
import { PureWordMissing, PureWordPage } from './PureWordPage/PureWordPage.tsx';
import wordNextIsland from './word-next.island.tsx';
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
      next={view.next && <Island island={wordNextIsland} props={{ ...view.next, tool: view.tool, checked: view.practice?.score ? { correct: view.practice.score.correct, total: view.practice.score.total } : null }} />}
      licencesHref={WORD_DATA_LICENCES_PATH}
    />
  );
}

export function WordMissing({ view }: { view: WordMissingView }) {
  return <PureWordMissing view={view} copy={WORDS_COPY[view.locale]} search={<Island island={wordSearchIsland} props={view.search} />} />;
}
