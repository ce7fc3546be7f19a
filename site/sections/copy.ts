// The sections' own words (what they show comes from the CMS), per locale, from the message
// catalogs: labels around the data, and how ratings, times and counts read in each language.
export { default as SECTION_COPY, type SectionsMessages as SectionCopy } from '../../domain/i18n/compiled/sections.ts';
/** The blog's words (category names, a post's call to action, "Keep reading"): its cards are a section, its posts a page. */
export { default as BLOG_COPY } from '../../domain/i18n/compiled/blog.ts';
