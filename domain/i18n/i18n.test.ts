import { LOCALES } from '../constants.ts';
import { MESSAGES } from './messages.ts';
import { localeFromSegment, localizePath, splitLocale } from './locale.ts';
import { pluralForms } from './plural.ts';
import { formatPrice } from './format.ts';

describe('locale paths', () => {
  it('gives English no prefix and the others theirs', () => {
    expect(localizePath('/faq', 'en')).toBe('/faq');
    expect(localizePath('/faq', 'uk')).toBe('/uk/faq');
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'es')).toBe('/es');
  });

  it('accepts only real prefixes as the optional segment', () => {
    expect(localeFromSegment(undefined)).toBe('en');
    expect(localeFromSegment('pt')).toBe('pt');
    expect(localeFromSegment('en')).toBeNull();
    expect(localeFromSegment('levels')).toBeNull();
    expect(localeFromSegment('__proto__')).toBeNull();
  });

  it('splits a URL path into locale and path', () => {
    expect(splitLocale('/uk/levels/intermediate-english')).toEqual({ locale: 'uk', path: '/levels/intermediate-english' });
    expect(splitLocale('/uk/')).toEqual({ locale: 'uk', path: '/' });
    expect(splitLocale('/uk')).toEqual({ locale: 'uk', path: '/' });
    expect(splitLocale('/levels/a')).toEqual({ locale: 'en', path: '/levels/a' });
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
  });
});

describe('plural messages', () => {
  it('uses the three Ukrainian forms', () => {
    const days = MESSAGES.uk.countdown.days;
    expect([1, 2, 5, 11, 21, 22, 25].map((count) => days({ count }))).toEqual(['день', 'дні', 'днів', 'днів', 'день', 'дні', 'днів']);
  });

  it('uses one and other in English, Spanish and Portuguese', () => {
    expect(MESSAGES.en.countdown.hours({ count: 1 })).toBe('hour');
    expect(MESSAGES.en.countdown.hours({ count: 0 })).toBe('hours');
    expect(MESSAGES.es.countdown.days({ count: 2 })).toBe('días');
    expect(MESSAGES.pt.countdown.seconds({ count: 1 })).toBe('segundo');
  });

  it('gives the countdown paint script every form a locale uses', () => {
    expect(pluralForms('uk', MESSAGES.uk.countdown.days)).toEqual({ one: 'день', few: 'дні', many: 'днів', other: 'дня' });
    expect(pluralForms('en', MESSAGES.en.countdown.days)).toEqual({ one: 'day', other: 'days' });
  });

  it('has a catalog for every locale', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
  });
});

describe('formatPrice', () => {
  it('writes hryvnias as "грн" on the Ukrainian site in every plural form (374 was "374 українські грн")', () => {
    expect([1, 3, 5, 374, 749, 2199, 12.5].map((amount) => formatPrice(amount, 'UAH', 'uk').replace(/\s/g, ' '))).toEqual(['1 грн', '3 грн', '5 грн', '374 грн', '749 грн', '2 199 грн', '12,50 грн']);
  });

  it('writes each currency with its own sign, and the peso with its code (its "$" would read as dollars)', () => {
    const written = (locale: 'en' | 'es') => [[29.99, 'USD'], [27.99, 'EUR'], [24.99, 'GBP'], [99.9, 'BRL'], [749, 'UAH'], [549, 'MXN']].map(([amount, currency]) => formatPrice(amount as number, currency as string, locale).replace(/\s/g, ' '));
    expect(written('en')).toEqual(['$29.99', '€27.99', '£24.99', 'R$99.90', '₴749', 'MX$549']);
    expect(written('es')).toEqual(['29,99 $', '27,99 €', '24,99 £', '99,90 R$', '749 ₴', '549 MXN']);
    // Four digits grouped in every locale, Spanish too.
    expect(['en', 'es', 'pt', 'uk'].map((locale) => formatPrice(1699, 'MXN', locale as 'en').replace(/\s/g, ' '))).toEqual(['MX$1,699', '1.699 MXN', 'MX$ 1.699', '1 699 MXN']);
  });
});
