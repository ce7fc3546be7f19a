// Decorators shared by the site's stories.
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { experimentStyles } from '../domain/experiments/assignment.ts';
import { experimentToken } from '../domain/experiments/marks.ts';
import { visitorTokens, type Visitor } from '../domain/rules/index.ts';
import { EXPERIMENTS } from './story-fixtures.ts';
import { visitorConditionStyles } from './platform/visitor/visitor-styles.ts';

/**
 * Plays the server's part for a story: `parameters.visitor` (and `experimentVariants`, the
 * visitor's variant of each seeded experiment by key, `offerLive`, the campaign running for them,
 * and `visitorExtra`, conditions such as sign-in-failed) is written on <html data-visitor>, as the
 * server does from the CDN headers, and removed afterwards; without it the page is as
 * prerendered, for a visitor the server said nothing about. The seeded experiments' rules are on
 * the page, as every page that runs them has them.
 */
export const withVisitor: Decorator = (Story, { parameters }) => {
  const visitor = parameters.visitor as Visitor | undefined;
  const variants = Object.entries((parameters.experimentVariants as Record<string, string> | undefined) ?? {}).map(([key, variant]) => experimentToken(key, variant));
  const extra = (parameters.visitorExtra as string[] | undefined) ?? [];
  const offerLive = parameters.offerLive === true;
  return (
    <VisitorOnHtml tokens={visitor ? [...visitorTokens(visitor, offerLive), ...extra, ...variants].join(' ') : null}>
      <style>{experimentStyles(EXPERIMENTS.running)}</style>
      <Story />
    </VisitorOnHtml>
  );
};

function VisitorOnHtml({ tokens, children }: { tokens: string | null; children: ReactNode }) {
  visitorConditionStyles();
  useLayoutEffect(() => {
    const html = document.documentElement;
    if (tokens) html.dataset.visitor = tokens;
    return () => void delete html.dataset.visitor;
  }, [tokens]);
  return children;
}
