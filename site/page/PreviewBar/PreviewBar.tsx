// Above the header of a page rendered for the CMS's Preview (server/live/preview.ts): what the
// editor is looking at, and that nothing done here is recorded. Framed by the CMS's admin, the
// page reloads when the editor saves (Strapi's `strapiUpdate` message, from the admin's origin only).
import { styled } from '../../../design-system/stitches.config.ts';
import type { PagePreview } from '../../../domain/content/preview.ts';

const Bar = styled('div', {
  paddingBlock: '$2',
  paddingInline: '$5',
  backgroundColor: '$surfaceMuted',
  borderBottom: '1px solid $border',
  color: '$text',
  typeRole: 'caption',
  '& strong': { fontWeight: '$bold' },
});

/** Reloads the page on the admin's `strapiUpdate`; inline, allowed by its hash like the page's other scripts. */
export const strapiUpdateScript = (adminOrigin: string) =>
  `addEventListener('message',function(e){if(e.origin===${JSON.stringify(adminOrigin)}&&e.data&&e.data.type==='strapiUpdate')location.reload()})`;

export interface PreviewBarProps {
  preview: PagePreview;
}

export function PreviewBar({ preview }: PreviewBarProps) {
  const version = preview.status === 'draft' ? 'the drafts' : 'what is published';
  const promotion = preview.promotion;
  return (
    <Bar role="note" aria-label="Preview">
      <strong>Preview of {version}.</strong> Nothing done here is recorded: no analytics, no dismissal, no subscription.
      {promotion && ` The ${promotion.kind} “${promotion.slug}” is shown whatever its rules say; the panel at the bottom says whether a visitor would see it.`}
      {preview.adminOrigin && <script dangerouslySetInnerHTML={{ __html: strapiUpdateScript(preview.adminOrigin) }} />}
    </Bar>
  );
}
