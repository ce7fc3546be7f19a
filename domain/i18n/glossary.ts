// One term per concept, per locale (issue 63): the word the site uses for each of its products and
// actions, and the variants a writer reaches for that it does not use. tests/glossary.test.ts holds
// every catalog and every seeded CMS text to it; an editor's new text is held to it by the same
// function (glossaryMisses) wherever it is checked. A URL's slug is not copy: /group-lessons stays.
import type { Locale } from '../constants.ts';

export interface GlossaryEntry {
  /** What the concept is, for the person adding a row. */
  concept: string;
  /** The term the site uses (its base form). */
  term: string;
  /** Variants the site does not use, in every form the language gives them. */
  avoid: RegExp;
}

export const GLOSSARY: Record<Locale, readonly GlossaryEntry[]> = {
  en: [
    // The header's link is "Group lessons" (spec §2), and its page /group-lessons.
    { concept: 'small online classes at a level, with a teacher', term: 'group lessons', avoid: /\bgroup class(es)?\b/i },
    { concept: 'the call to action that starts the tutor match', term: 'Find my tutor', avoid: /\bFind your tutor\b(?=["”]?$)/ },
  ],
  es: [
    { concept: 'small online classes at a level, with a teacher', term: 'clases grupales', avoid: /\bclases? en grupo\b/i },
    { concept: 'the call to action that starts the tutor match', term: 'Encontrar mi profesor', avoid: /^Encontrar profesor$/ },
    // The page is "Test de nivel de inglés gratis" (/test-your-english-level); the catalog said "prueba de nivel" in its buttons.
    { concept: 'the adaptive test of a visitor’s English level', term: 'test de nivel', avoid: /\bprueba(s)? de nivel\b/i },
  ],
  pt: [
    { concept: 'small online classes at a level, with a teacher', term: 'aulas em grupo', avoid: /\baulas? (de|em) grupos?\b(?<!aulas? em grupo)|\baulas? coletivas?\b/i },
    { concept: 'the call to action that starts the tutor match', term: 'Encontrar meu professor', avoid: /^Encontrar professor$/ },
  ],
  uk: [
    { concept: 'small online classes at a level, with a teacher', term: 'групові уроки', avoid: /групов\p{L}* занят\p{L}*/iu },
  ],
};

/** Where a text uses a variant its locale's glossary avoids: the term it should use, and the variant found. */
export function glossaryMisses(text: string, locale: Locale): Array<{ term: string; found: string }> {
  // Paths and URLs are addresses, not words ("/group-lessons").
  const words = text.replace(/(?:https?:\/\/|\/)[\w\-./?=&#%]+/g, ' ');
  return GLOSSARY[locale].flatMap(({ term, avoid }) => {
    const found = avoid.exec(words)?.[0];
    return found ? [{ term, found }] : [];
  });
}
