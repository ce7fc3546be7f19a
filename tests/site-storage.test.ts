// The cookie policy's list (domain/legal/site-storage.ts) against the names the code declares: a
// cookie or key renamed or added in the code and not in the list fails here, naming it.
import { SESSION_COOKIE } from '../server/session-cookie.ts';
import { CONSENT_COOKIE } from '../domain/analytics/consent.ts';
import { VISITOR_ID_COOKIE } from '../domain/analytics/endpoint.ts';
import { joinRecordKey } from '../domain/experiments/exposure.ts';
import { LEVEL_TEST_SEED_KEY, LEVEL_TEST_STORAGE_KEY } from '../site/level-test/LevelTest.tsx';
import { funnelStorageKey } from '../site/onboarding/use-funnel.ts';
import { EMAIL_REMAINING_KEY } from '../site/promotions/popups/use-email-offer.ts';
import { PROMOTION_STORAGE_KEYS } from '../site/promotions/engine/memory.ts';
import { POPUP_KINDS } from '../domain/content/popup-kinds.ts';
import { LOCALES } from '../domain/constants.ts';
import { declaredItem, SITE_STORAGE, type StoragePlace } from '../domain/legal/site-storage.ts';
import { storageTable } from '../domain/legal/storage-table.ts';
import legalEn from '../content/legal-documents.en.json';

const undeclared = (names: Array<[string, StoragePlace]>) => names.filter(([name, place]) => !declaredItem(name, place)).map(([name, place]) => `${place} "${name}"`);

describe('the cookies and storage the cookie policy lists', () => {
  it('declares every cookie and key the code names', () => {
    expect(
      undeclared([
        [SESSION_COOKIE, 'cookie'],
        [`__Secure-${SESSION_COOKIE}`, 'cookie'],
        [CONSENT_COOKIE, 'cookie'],
        [VISITOR_ID_COOKIE, 'cookie'],
        [joinRecordKey('header_business_link'), 'localStorage'],
        [joinRecordKey('any_experiment'), 'localStorage'],
        [LEVEL_TEST_STORAGE_KEY, 'localStorage'],
        [LEVEL_TEST_SEED_KEY, 'localStorage'],
        [funnelStorageKey('onboarding'), 'localStorage'],
        [funnelStorageKey('tutoring'), 'localStorage'],
        [EMAIL_REMAINING_KEY, 'localStorage'],
        ...POPUP_KINDS.map((kind): [string, StoragePlace] => [PROMOTION_STORAGE_KEYS.dismissed(kind), 'localStorage']),
        [PROMOTION_STORAGE_KEYS.dismissed('timer'), 'sessionStorage'],
        [PROMOTION_STORAGE_KEYS.subscribed, 'localStorage'],
        [PROMOTION_STORAGE_KEYS.weekTimes, 'localStorage'],
        [PROMOTION_STORAGE_KEYS.sessionCount, 'sessionStorage'],
        [PROMOTION_STORAGE_KEYS.visit, 'sessionStorage'],
        ...LOCALES.flatMap((locale): Array<[string, StoragePlace]> => [[`cms:header:${locale}`, 'localStorage'], [`cms:footer:${locale}`, 'localStorage']]),
      ]),
    ).toEqual([]);
  });

  it('does not pass an unknown name, nor one in the wrong place', () => {
    expect(declaredItem('_ga', 'cookie')).toBeUndefined();
    expect(declaredItem('cookie_consent', 'localStorage')).toBeUndefined();
    expect(declaredItem('promo:dismissed:a:b', 'localStorage')).toBeUndefined();
  });

  it('gives every row a purpose, a lifetime and a category in every locale', () => {
    for (const locale of LOCALES) {
      const table = storageTable(locale);
      expect(table.rows).toHaveLength(SITE_STORAGE.length);
      for (const row of table.rows) expect([row.purpose, row.lifetime, row.category, row.place].every((text) => text.trim().length > 0)).toBe(true);
    }
    expect(storageTable('uk').rows.find((row) => row.name === 'cookie_consent')?.lifetime).toBe('182 дні');
  });

  it('has its place in the cookie policy', () => {
    const policy = legalEn.find((document) => document.slug === 'cookie-policy');
    expect(policy?.sections.map((section) => section.anchor)).toContain('cookies-we-set');
  });
});
