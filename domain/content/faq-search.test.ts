import { readFileSync } from 'node:fs';
import type { Locale } from '../constants.ts';
import type { FaqTopic } from './collections.ts';
import { faqAnchor, faqQuery, faqsByTopic, faqSearch, searchFaqs } from './faq-search.ts';

interface SeededFaq {
  question: string;
  answer: string;
  topic: FaqTopic;
}
const seeded = (locale: Locale): SeededFaq[] => JSON.parse(readFileSync(new URL(`../../content/faqs.${locale}.json`, import.meta.url), 'utf8'));
const questionsFor = (locale: Locale, query: string) => searchFaqs(seeded(locale), query).map((faq) => faq.question);

describe('the help center search, over the seeded answers', () => {
  it.each([
    ['en', 'cancel', 'How do I cancel my plan?'],
    ['en', 'How can I cancel my subscription?', 'How do I cancel my plan?'],
    ['en', 'offline', 'Can I study without an internet connection?'],
    ['en', 'reschedule lessons', 'Can I reschedule a lesson?'],
    ['es', 'cancelar', '¿Cómo cancelo mi plan?'],
    ['es', 'SIN CONEXION', '¿Puedo estudiar sin conexión?'],
    ['pt', 'excluir conta', undefined],
    ['uk', 'скасувати підписку', 'Як скасувати підписку?'],
    ['uk', 'пробний період', 'Чи є пробний період?'],
  ] as const)('%s "%s" puts the answer first', (locale, query, first) => {
    const found = questionsFor(locale, query);
    expect(found.length).toBeGreaterThan(0);
    if (first) expect(found[0]).toBe(first);
  });

  it('leaves out the answers far below the best: a precise search is a short list', () => {
    expect(questionsFor('en', 'cancel').length).toBeLessThanOrEqual(4);
    expect(questionsFor('en', 'delete my account and data')[0]).toBe('Can I delete my account and data?');
  });

  it('finds nothing for words no answer holds, for words every answer holds, and for an empty search', () => {
    expect(questionsFor('en', 'zzqx blorf')).toEqual([]);
    expect(questionsFor('en', 'Lingo')).toEqual([]);
    expect(questionsFor('en', ' ')).toEqual([]);
    expect(questionsFor('en', 'a')).toEqual([]);
  });
});

describe('the search as a URL', () => {
  it('is one spelling: spaces collapsed and trimmed, cut at 80 characters', () => {
    expect(faqQuery(new URLSearchParams('q=%20%20cancel%20%0A%20my   plan%20'))).toBe('cancel my plan');
    expect(faqQuery(new URLSearchParams(`q=${'x'.repeat(200)}`))).toHaveLength(80);
    expect(faqQuery(new URLSearchParams('page=2'))).toBe('');
    expect(faqSearch('cancel my plan')).toBe('q=cancel+my+plan');
  });
});

describe('the help center by topic', () => {
  it('keeps the CMS order of topics and of questions within each', () => {
    const groups = faqsByTopic(seeded('en'));
    expect(groups.map((group) => group.topic)).toEqual(['general', 'app', 'ai', 'tutors', 'classes', 'club', 'plans', 'account']);
    expect(groups.flatMap((group) => group.faqs)).toHaveLength(seeded('en').length);
  });

  it('gives every answer an anchor of its own in every locale', () => {
    for (const locale of ['en', 'es', 'pt', 'uk'] as const) {
      const anchors = seeded(locale).map(faqAnchor);
      expect(new Set(anchors).size).toBe(anchors.length);
      expect(anchors.every((anchor) => anchor.length > 0)).toBe(true);
    }
    expect(faqAnchor({ question: 'How do I cancel my plan?' })).toBe('how-do-i-cancel-my-plan');
  });
});
