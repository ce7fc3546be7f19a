// The word tools' search, hydrated when the visitor reaches for it (word-search.starter.ts): it
// suggests the words the tool has a page for as they are typed (server/words.ts).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { defineIsland } from '../islands/island.tsx';
import { WORD_SEARCH_PATH, wordPath } from '../../domain/words/paths.ts';
import type { WordSearchView } from './word-pages.ts';
import { PureWordSearch } from './PureWordSearch/PureWordSearch.tsx';

/** The wait after a keystroke before asking: typing fast asks once. */
const TYPING_PAUSE_MS = 120;

function WordSearch(props: WordSearchView) {
  const [options, setOptions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(0);
  useEffect(() => () => clearTimeout(pending.current), []);

  function onType(value: string) {
    clearTimeout(pending.current);
    const ask = ++asked.current;
    const query = value.trim().toLowerCase();
    if (!/^[a-z' -]{1,40}$/.test(query)) return setOptions([]);
    pending.current = setTimeout(async () => {
      try {
        const response = await fetch(`${props.suggestUrl}?${new URLSearchParams({ tool: props.tool, q: query })}`);
        const { words } = (await response.json()) as { words: string[] };
        if (ask !== asked.current) return;
        setOptions(words);
        setActive(-1);
      } catch {
        // Without suggestions the form still searches.
      }
    }, TYPING_PAUSE_MS);
  }

  const localePrefix = props.action.slice(0, -WORD_SEARCH_PATH.length);
  const choose = (word: string) => window.location.assign(`${localePrefix}${wordPath(props.tool, word)}`);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const last = options.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter' && options[active] !== undefined) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      setOptions([]);
    }
  }

  return <PureWordSearch {...props} options={options} active={active} onType={onType} onKeyDown={onKeyDown} onChoose={choose} />;
}

export default defineIsland('word-search', WordSearch);
