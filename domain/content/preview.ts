// Previewing a draft in place (docs/content.md, "Preview"): what the CMS's preview handler names
// (cms/src/site.js signs it into a short-lived token), and what a page rendered for a preview
// knows of it.
import type { Locale } from '../constants.ts';

/** The CMS documents a preview shows, by Strapi's uid: where each is shown on the site. */
export const PREVIEWABLE = {
  'api::page.page': 'page',
  'api::blog-post.blog-post': 'blog-post',
  'api::legal-document.legal-document': 'legal-document',
  'api::banner.banner': 'banner',
  'api::popup.popup': 'popup',
} as const;
export type PreviewUid = keyof typeof PREVIEWABLE;

export interface PreviewRequest {
  uid: PreviewUid;
  documentId: string;
  locale: Locale;
  /** The version the editor looks at: the draft (latest) or what is published. */
  status: 'draft' | 'published';
}

/** A banner or popup previewed on a page where its targeting shows it, forced visible. */
export interface PreviewedPromotion {
  kind: 'banner' | 'popup';
  slug: string;
}

/** What a page rendered for a preview carries (the server sends it to the render in PREVIEW_HEADER). */
export interface PagePreview {
  status: 'draft' | 'published';
  promotion: PreviewedPromotion | null;
  /** The CMS admin's origin: the only page that may frame the preview, and send it `strapiUpdate`. */
  adminOrigin: string | null;
}

export const PREVIEW_HEADER = 'x-lingo-preview';

/** How long a preview link from the CMS stays valid: reopening the preview makes a new one. */
export const PREVIEW_TOKEN_LIFETIME_S = 30 * 60;
