import {
  addressVariant,
  CONSENT_COUNTRIES,
  countdownState,
  footerAddress,
  isLinkVisible,
  matchUrlTargeting,
  normaliseCountry,
  showsCookieLink,
  wildcardMatch,
  type Visitor,
} from './index.ts';

const visitor = (overrides: Partial<Visitor> = {}): Visitor => ({ country: null, region: null, isSignedIn: false, ...overrides });

describe('normaliseCountry', () => {
  it.each([
    ['de', 'DE'],
    [' us ', 'US'],
    ['UA', 'UA'],
  ])('%j → %s', (input, expected) => expect(normaliseCountry(input)).toBe(expected));
  it.each(['XX', 'T1', 'USA', 'U', '', '1A', null, undefined, 42, {}])('%j → null', (input) => {
    expect(normaliseCountry(input)).toBeNull();
  });
});

describe('isLinkVisible (spec §6)', () => {
  const cases: [unknown, Partial<Visitor>, boolean][] = [
    ['', {}, true],
    [undefined, {}, true],
    [null, { isSignedIn: true }, true],
    ['no_auth', { isSignedIn: false }, true],
    ['no_auth', { isSignedIn: true }, false],
    ['eu', { country: 'DE' }, true],
    ['eu', { country: 'pt' }, true],
    ['eu', { country: 'GB' }, true],
    ['eu', { country: 'NO' }, true],
    ['eu', { country: 'CH' }, true],
    ['eu', { country: 'US' }, false],
    ['eu', { country: 'UA' }, false],
    ['eu', { country: null }, false],
    ['california', { country: 'US', region: 'CA' }, true],
    ['california', { country: 'us', region: 'ca' }, true],
    ['california', { country: 'US', region: 'US-CA' }, true],
    ['california', { country: 'US', region: 'NY' }, false],
    ['california', { country: 'US', region: null }, false],
    ['california', { country: 'CA', region: 'CA' }, false],
    ['california', { country: null, region: 'CA' }, false],
    ['no', {}, false],
    ['no', { isSignedIn: true, country: 'DE' }, false],
    ['NO_AUTH', {}, false],
    ['everyone', {}, false],
    [42, {}, false],
  ];
  it.each(cases)('visible=%j for %j → %s', (visible, who, expected) => {
    expect(isLinkVisible(visible, visitor(who))).toBe(expected);
  });
  it('covers every EU and listed country', () => {
    for (const country of CONSENT_COUNTRIES) expect(isLinkVisible('eu', visitor({ country }))).toBe(true);
  });
});

describe('footer cookie link and address (spec §6)', () => {
  it.each([
    ['DE', true],
    ['FR', true],
    ['GB', true],
    ['US', true],
    ['NO', false],
    ['CH', false],
    ['UA', false],
    ['AE', false],
    [null, false],
    ['XX', false],
  ])('cookie link for %j: %s', (country, expected) => expect(showsCookieLink(country)).toBe(expected));

  const record = { UAEAddress: 'Dubai, UAE', nonUAEAddress: 'Limassol, Cyprus', USAddress: 'New York, USA' };
  it.each([
    ['AE', 'UAEAddress', 'Dubai, UAE'],
    ['US', 'USAddress', 'New York, USA'],
    ['DE', 'nonUAEAddress', 'Limassol, Cyprus'],
    [null, 'nonUAEAddress', 'Limassol, Cyprus'],
    ['UA', null, null],
    ['ua', null, null],
  ])('address for %j: %s', (country, variant, text) => {
    expect(addressVariant(country)).toBe(variant);
    expect(footerAddress(record, country)).toBe(text);
  });
  it('shows no address when the record lacks a usable string', () => {
    expect(footerAddress({ USAddress: '  ' }, 'US')).toBeNull();
    expect(footerAddress({ USAddress: 7 }, 'US')).toBeNull();
    expect(footerAddress({}, 'DE')).toBeNull();
  });
});

describe('matchUrlTargeting (spec §5)', () => {
  it.each([
    ['/uk/english-tutors', ['*'], [], true],
    ['/uk/english-tutors', ['/uk/*'], null, true],
    ['/english-tutors', ['/uk/*'], [], false],
    ['/uk/english-tutors', ['/uk/*'], ['/uk/english-*'], false],
    ['/uk/blog/how-to-learn', ['/uk/*'], ['/uk/english-*'], true],
    ['/faq', ['/faq'], [], true],
    ['/faq/more', ['/faq'], [], false],
    ['/x/faq', ['/faq'], [], false],
    ['/page/a.b', ['/page/a.b'], [], true],
    ['/page/aXb', ['/page/a.b'], [], false],
    ['/a(b)', ['/a(b)'], [], true],
    ['/price+plan', ['/price+plan'], [], true],
    ['/blog?x=1', ['/blog?x=1'], [], true],
    ['/blogx=1', ['/blog?x=1'], [], false],
    ['/', ['/'], [], true],
    ['', ['*'], [], true],
  ])('%s with include %j exclude %j → %s', (url, include, exclude, expected) => {
    expect(matchUrlTargeting(url, include, exclude).show).toBe(expected);
  });

  it.each([
    [undefined, []],
    [null, []],
    ['*', []],
    [{ 0: '*' }, []],
    [['*', 3], []],
    [['*'], '/faq'],
    [['*'], [null]],
    [Array.from({ length: 201 }, () => '*'), []],
    [['x'.repeat(3000)], []],
  ])('an invalid list hides the banner and says why: include %j, exclude %j', (include, exclude) => {
    const result = matchUrlTargeting('/faq', include, exclude);
    expect(result.show).toBe(false);
    expect(result).toHaveProperty('reason');
    expect(result).toMatchObject({ invalid: true });
  });

  it('tells a list that does not match apart from an invalid one', () => {
    expect(matchUrlTargeting('/faq', ['/blog'], [])).toMatchObject({ show: false, invalid: false });
    expect(matchUrlTargeting('/faq', ['*'], ['/faq'])).toMatchObject({ show: false, invalid: false });
  });

  it.each([
    ['abc', 'a*c', true],
    ['ac', 'a*c', true],
    ['abcbc', 'a*bc', true],
    ['abcbd', 'a*bc', false],
    ['aaa', '***', true],
    ['', '', true],
    ['a', '', false],
    ['mississippi', 'm*iss*ppi', true],
    ['mississippi', 'm*iss*ppx', false],
  ])('wildcardMatch(%j, %j) → %s', (text, pattern, expected) => expect(wildcardMatch(text, pattern)).toBe(expected));

  it('is not fooled by regex syntax in patterns (no ReDoS, no injection)', () => {
    const started = performance.now();
    expect(matchUrlTargeting(`/${'a'.repeat(2000)}!`, ['/(a+)+$', '/*a*a*a*a*a*a*b'], []).show).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('countdownState (spec §4)', () => {
  const start = '2026-05-01T00:00:00.000Z';
  const end = '2026-05-04T12:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('is hidden when disabled, incomplete, malformed, before start, or ending before it starts', () => {
    expect(countdownState({ dateStart: start, dateEnd: end, isDisabled: true }, at(start)).state).toBe('hidden');
    expect(countdownState({ dateStart: start }, at(start)).state).toBe('hidden');
    expect(countdownState({ dateEnd: end }, at(start)).state).toBe('hidden');
    expect(countdownState({ dateStart: 'tomorrow', dateEnd: end }, at(start)).state).toBe('hidden');
    expect(countdownState({ dateStart: start, dateEnd: end }, at('2026-04-30T23:59:59.999Z')).state).toBe('hidden');
    expect(countdownState({ dateStart: end, dateEnd: start }, at(end)).state).toBe('hidden');
    expect(countdownState(null, 0).state).toBe('hidden');
  });

  it('counts down from the start', () => {
    expect(countdownState({ dateStart: start, dateEnd: end }, at(start))).toEqual({
      state: 'running',
      timeLeftMs: at(end) - at(start),
    });
    expect(countdownState({ dateStart: start, dateEnd: end }, at('2026-05-04T11:59:59.000Z'))).toEqual({
      state: 'running',
      timeLeftMs: 1000,
    });
  });

  it('shows zeros and stops at and after the end', () => {
    expect(countdownState({ dateStart: start, dateEnd: end }, at(end))).toEqual({ state: 'ended', timeLeftMs: 0 });
    expect(countdownState({ dateStart: start, dateEnd: end }, at('2027-01-01T00:00:00Z'))).toEqual({ state: 'ended', timeLeftMs: 0 });
  });

  it('treats isDisabled as disabled only when it is true', () => {
    expect(countdownState({ dateStart: start, dateEnd: end, isDisabled: 'false' }, at(start)).state).toBe('running');
  });
});
