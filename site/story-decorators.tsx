// Decorators shared by the site's stories.
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { visitorTokens, type Visitor } from '../domain/rules/index.ts';
import { visitorConditionStyles } from './platform/visitor/visitor-styles.ts';

/**
 * Plays the server's part for a story: `parameters.visitor` (and `businessLinkVariant`, the
 * header's split test, `offerLive`, the campaign running for them, and `visitorExtra`, conditions
 * such as sign-in-failed) is written on <html data-visitor>,
 * as the server does from the CDN headers, and removed afterwards; without it the page is as
 * prerendered, for a visitor the server said nothing about.
 */
export const withVisitor: Decorator = (Story, { parameters }) => {
  const visitor = parameters.visitor as Visitor | undefined;
  const variant = parameters.businessLinkVariant as string | undefined;
  const extra = (parameters.visitorExtra as string[] | undefined) ?? [];
  const offerLive = parameters.offerLive === true;
  return (
    <VisitorOnHtml tokens={visitor ? [...visitorTokens(visitor, variant, offerLive), ...extra].join(' ') : null}>
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
