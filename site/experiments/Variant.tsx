import type { ReactNode } from 'react';
import { styled } from '../../design-system/stitches.config.ts';

const Contents = styled('div', { display: 'contents' });

/**
 * What an experiment's variant shows: in the markup for everyone, displayed by the page's own rules
 * to that variant only (domain/experiments/assignment.ts). No box of its own: the layout is the
 * children's. Without a variant, the children as they are.
 */
export function Variant({ when, children }: { when: string | undefined; children: ReactNode }) {
  return when ? <Contents data-when={when}>{children}</Contents> : children;
}
