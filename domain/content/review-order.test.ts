import { describe, expect, it } from 'vitest';
import type { Review } from './schemas.ts';
import { sectionReviewPages, sectionReviews } from './review-order.ts';

const review = (key: string, language: Review['language'], product: Review['product'], day: number): Review => ({
  id: day,
  documentId: key,
  authorName: key,
  authorCountry: null,
  rating: 5,
  body: key,
  product,
  tutor: null,
  source: 'lingo',
  language,
  approvalStatus: 'APPROVED',
  isBlocked: false,
  createdAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
});

const ALL = [
  review('es-tutor-new', 'es', 'tutor', 30),
  review('en-app-new', 'en', 'app', 29),
  review('en-tutor-old', 'en', 'tutor', 2),
  review('uk-tutor', 'uk', 'tutor', 20),
  review('en-tutor-new', 'en', 'tutor', 25),
  review('en-club', 'en', 'club', 10),
];
const keys = (pages: Review[][]) => pages.map((page) => page.map((item) => item.documentId));

describe('the reviews a section shows', () => {
  it('shows the page’s language, the others behind their own disclosure; all of them where the language has none', () => {
    const section = sectionReviews(ALL, { locale: 'uk', product: 'tutor', onlyProduct: false });
    expect(keys(section.pages)).toEqual([['uk-tutor']]);
    expect(keys(section.otherLanguages)).toEqual([['es-tutor-new', 'en-tutor-new', 'en-tutor-old', 'en-app-new', 'en-club']]);
    const none = sectionReviews(ALL, { locale: 'pt', product: 'tutor', onlyProduct: true });
    expect([keys(none.pages), none.otherLanguages]).toEqual([[['es-tutor-new', 'en-tutor-new', 'uk-tutor', 'en-tutor-old']], []]);
  });

  it('puts the page’s product in its language first, then its language, then its product elsewhere, then the rest; newest first in each', () => {
    expect(keys(sectionReviewPages(ALL, { locale: 'en', product: 'tutor', onlyProduct: false }))).toEqual([
      ['en-tutor-new', 'en-tutor-old', 'en-app-new', 'en-club', 'es-tutor-new', 'uk-tutor'],
    ]);
  });

  it('shows a product alone where the section is about it (tutors’ reviews on the tutors’ page)', () => {
    expect(keys(sectionReviewPages(ALL, { locale: 'uk', product: 'tutor', onlyProduct: true }))).toEqual([['uk-tutor', 'es-tutor-new', 'en-tutor-new', 'en-tutor-old']]);
  });

  it('orders a page about Lingo as a whole by language, then newest first, in pages of ten', () => {
    const many = Array.from({ length: 23 }, (_, index) => review(`r${index}`, index % 2 ? 'en' : 'pt', 'app', index + 1));
    const pages = sectionReviewPages(many, { locale: 'pt', product: null, onlyProduct: false });
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
    expect(pages[0]!.every((item) => item.language === 'pt')).toBe(true);
    expect(pages[0]![0]!.documentId).toBe('r22');
  });
});
