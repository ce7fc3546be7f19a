import type { ReactNode } from 'react';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Cta } from '../../../domain/content/sections.ts';

/** Shown only when the visitor meets the condition (decided by CSS before paint). */
const When = styled('span', { display: 'contents' });

/** A call to action, or, where the section has one for signed-in learners (Back to Studying), each for its visitors. */
export function CtaForVisitor({ cta, signedInCta, render }: { cta: Cta; signedInCta?: Cta | null; render: (cta: Cta) => ReactNode }) {
  if (!signedInCta) return render(cta);
  return (
    <>
      <When data-when="signed-out">{render(cta)}</When>
      <When data-when="signed-in">{render(signedInCta)}</When>
    </>
  );
}
