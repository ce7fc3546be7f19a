import type { Locale } from '../../domain/constants.ts';

/**
 * The word pages the stories show, one per tool and state, in the four locales between them
 * (story-views.json); a fourth field, the practice's answers as a URL gives them.
 */
export const STORY_PATHS: ReadonlyArray<readonly [string, Locale, string, ReadonlyArray<number | null>?]> = [
  ['pastTenseIrregular', 'en', '/past-tense-of/swim'],
  ['pastTenseScored', 'en', '/past-tense-of/swim', [1, 0, 0]],
  ['pastTenseRegular', 'uk', '/past-tense-of/stop'],
  ['pastTenseByMeaning', 'es', '/past-tense-of/lie'],
  ['pronounce', 'en', '/how-to-pronounce/colonel'],
  ['pronounceUk', 'uk', '/how-to-pronounce/comfortable'],
  ['pronounceScoredUk', 'uk', '/how-to-pronounce/comfortable', [1, 0, 1]],
  ['synonyms', 'es', '/synonyms-of/brave'],
  ['antonyms', 'pt', '/antonyms-of/happy'],
  ['partOfSpeech', 'en', '/what-part-of-speech/fast'],
  ['confusing', 'uk', '/confusing-words/affect-vs-effect'],
  ['missing', 'en', '/past-tense-of/swimm'],
  ['missingNone', 'es', '/synonyms-of/zzqqxxj'],
];
