// The message catalogs (domain/i18n/catalogs): complete in every locale, compiled modules up to
// date, and the check that guards them able to fail.
import { buildMessages, checkCatalogs, flatten, pseudoLocalize, readCatalogs } from '../scripts/messages.mjs';
import { LOCALES } from '../domain/constants.ts';

const catalogs = readCatalogs();
const locales = [...LOCALES];
const withChange = (locale: string, change: (catalog: Record<string, Record<string, unknown>>) => void) => {
  const copy = structuredClone(catalogs) as Record<string, Record<string, Record<string, unknown>>>;
  change(copy[locale]!);
  return copy;
};

describe('message catalogs', () => {
  it('have one catalog per site locale, every key in each, and compiled modules up to date', async () => {
    expect(Object.keys(catalogs).sort()).toEqual([...locales].sort());
    expect(await buildMessages({ check: true })).toEqual([]);
  });

  it('name a missing key, an extra key and an argument the source does not give (one left out, where grammar would decline it, is fine)', () => {
    const problems = checkCatalogs(
      withChange('es', (es) => {
        delete es.consent!.title;
        es.consent!.extra = 'Sobra';
        es.pricing!.offerBadge = '{percent} % de descuento';
        es.tutorProfile!.about = 'Sobre el profesor';
      }),
      locales,
    );
    expect(problems).toEqual([
      'es: "consent.extra" is not in en.json',
      'es: "pricing.offerBadge" has the arguments {percent}; en has {percentOff}',
      'es: "consent.title" is missing',
    ]);
  });

  it('name a locale without a catalog and a message that does not parse', () => {
    expect(checkCatalogs(catalogs, [...locales, 'de'])).toEqual(['de: no catalog (domain/i18n/catalogs/de.json)']);
    const broken = withChange('uk', (uk) => {
      uk.shell!.close = 'Закрити {вікно діалогу}';
    });
    expect(checkCatalogs(broken, locales)[0]).toMatch(/^uk: "shell.close" does not parse/);
  });
});

describe('the pseudo-locale', () => {
  const pseudo = pseudoLocalize(catalogs.en) as Record<string, Record<string, unknown>>;

  it('accents and brackets every message, keeps its arguments and plurals, and makes it about a third longer', () => {
    expect(pseudo.consent!.acceptAll).toBe('[ÁÁççééþţ ááļļ]');
    expect(pseudo.levelTest!.questionNumber).toBe('[Ǫúúééšţííóóñ {step}]');
    expect(pseudo.shell!.countdown).toMatchObject({ days: '[{count, plural, one {ðááý} other {ðááýš}}]' });
    const length = (catalog: unknown) => [...flatten(catalog).values()].reduce((sum, message) => sum + [...message].length, 0);
    expect(length(pseudo) / length(catalogs.en)).toBeGreaterThan(1.3);
  });
});
