// The top of a word tool's guide page (the CMS's `word-search` section): the search, and the
// tool's most looked-up words as links, the way into its word pages for visitors and crawlers.
import { useId } from 'react';
import { styled } from '../../design-system/stitches.config.ts';
import type { Locale } from '../../domain/constants.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { readConfusingWords, readWords } from '../../domain/words/load.ts';
import { CONFUSING_WORDS, wordPath, type ToolPath } from '../../domain/words/paths.ts';
import { Island } from '../islands/island.tsx';
import wordSearchIsland from './word-search.island.tsx';
import { ChipLinks } from './PureWordPage/PureWordPage.tsx';
import { listOf, searchView, WORDS_COPY, type WordLink, type WordSearchView } from './word-pages.ts';

/** How many of a tool's words the section links to. */
export const POPULAR_WORDS = 24;

export interface WordSearchSectionData {
  search: WordSearchView;
  popular: WordLink[];
  popularHeading: string;
}

/** What the section shows besides its own fields: read at build time from the word data. */
export function wordSearchData(tool: ToolPath, locale: Locale): WordSearchSectionData {
  const copy = WORDS_COPY[locale];
  const popular =
    tool === CONFUSING_WORDS
      ? readConfusingWords().map((set) => ({ href: localizePath(wordPath(tool, set.slug), locale), label: listOf(set.words, locale, 'disjunction') }))
      : readWords()
          .mostLookedUp(tool, POPULAR_WORDS)
          .map((word) => ({ href: localizePath(wordPath(tool, word), locale), label: word }));
  return { search: searchView(tool, locale, copy), popular, popularHeading: copy.popular };
}

const Heading = styled('h3', { margin: 0, typeRole: 'h3' });

/** The search island and the popular words, under the section's heading (the section's frame is the caller's). */
export function WordSearchBody({ data }: { data: WordSearchSectionData }) {
  const headingId = useId();
  return (
    <>
      <Island island={wordSearchIsland} props={data.search} />
      <Heading id={headingId}>{data.popularHeading}</Heading>
      <ChipLinks links={data.popular} lang="en" labelledBy={headingId} />
    </>
  );
}
