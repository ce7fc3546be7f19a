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

/** Renders the story right-to-left in Arabic (the language learners of Arabic see). */
export const rightToLeft: Decorator = (Story) => (
  <DocumentDirection dir="rtl" lang="ar">
    {Story()}
  </DocumentDirection>
);
