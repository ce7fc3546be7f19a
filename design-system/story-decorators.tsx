import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';

function DocumentDirection({ dir, lang, children }: { dir: 'rtl' | 'ltr'; lang: string; children: ReactNode }) {
  // On the document, not a wrapper: overlays portal to <body> and must mirror too.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = { dir: root.dir, lang: root.lang };
    root.dir = dir;
    root.lang = lang;
    return () => {
      root.dir = previous.dir;
      root.lang = previous.lang;
    };
  }, [dir, lang]);
  return <>{children}</>;
}

/**
 * Renders the story right-to-left in Arabic (the language learners of Arabic see). On its own
 * canvas (and in the gate) the whole document turns, so overlays portalled to <body> mirror too;
 * on a docs page, which shows many stories in one document, only the story's own root does.
 */
export const rightToLeft: Decorator = (Story, { viewMode }) =>
  viewMode === 'docs' ? (
    <div dir="rtl" lang="ar">
      {Story()}
    </div>
  ) : (
    <DocumentDirection dir="rtl" lang="ar">
      {Story()}
    </DocumentDirection>
  );

/**
 * For a docs page: the story runs in a frame of its own, `height` px tall, as on its canvas. A
 * state set by the play function (hover, focus, typing, an open menu) shows there, and an
 * overlay stays inside the frame instead of covering the page.
 */
export const docsFrame = (height: number) => ({ story: { inline: false, height: `${height}px` } });

/**
 * A control for one of a fixed set of values, with the values as its type, its default and what
 * it is for (Storybook's docgen shows `unknown[number]` or `string` for types built from a list).
 */
export const choice = <T extends string>(options: readonly T[], defaultValue: T, description: string) => ({
  control: 'inline-radio' as const,
  options,
  description,
  table: { type: { summary: options.map((value) => `'${value}'`).join(' | ') }, defaultValue: { summary: defaultValue } },
});
