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
