import type { Locale } from '../../domain/constants.ts';

/** The word pages the stories show, one per tool and state, in the four locales between them (story-views.json). */
export const STORY_PATHS = [
  ['pastTenseIrregular', 'en', '/past-tense-of/swim'],
  ['pastTenseRegular', 'uk', '/past-tense-of/stop'],
  ['pronounce', 'en', '/how-to-pronounce/colonel'],
  ['pronounceUk', 'uk', '/how-to-pronounce/comfortable'],
  ['synonyms', 'es', '/synonyms-of/brave'],
  ['antonyms', 'pt', '/antonyms-of/happy'],
  ['partOfSpeech', 'en', '/what-part-of-speech/fast'],
  ['confusing', 'uk', '/confusing-words/affect-vs-effect'],
  ['missing', 'en', '/past-tense-of/swimm'],
  ['missingNone', 'es', '/synonyms-of/zzqqxxj'],
] as const satisfies ReadonlyArray<readonly [string, Locale, string]>;
