// The visitor's zone from the CDN's country and region: where most of them live, each zone one the
// runtime knows.
import { visitorTimeZone } from './time-zone.ts';

const zoneOf = (country: string | null, region: string | null = null) => visitorTimeZone({ country, region });

describe('the visitor’s time zone', () => {
  it.each([
    ['AE', null, 'Asia/Dubai'],
    ['GB', null, 'Europe/London'],
    ['UA', null, 'Europe/Kyiv'],
    ['DE', null, 'Europe/Berlin'],
    ['US', null, 'America/New_York'],
    ['US', 'CA', 'America/Los_Angeles'],
    ['US', 'TX', 'America/Chicago'],
    ['US', 'AZ', 'America/Phoenix'],
    ['CA', null, 'America/Toronto'],
    ['CA', 'BC', 'America/Vancouver'],
    ['AU', null, 'Australia/Sydney'],
    ['AU', 'WA', 'Australia/Perth'],
    ['BR', null, 'America/Sao_Paulo'],
    ['BR', 'AM', 'America/Manaus'],
    ['MX', 'BCN', 'America/Tijuana'],
    ['RU', null, 'Europe/Moscow'],
    ['ES', null, 'Europe/Madrid'],
  ])('%s %s keeps %s', (country, region, zone) => {
    expect(zoneOf(country, region)).toBe(zone);
  });

  it('takes the country’s zone for a region it does not know, and none for an unknown visitor', () => {
    expect(zoneOf('US', 'ZZ')).toBe('America/New_York');
    expect(zoneOf('ZZ')).toBeNull();
    expect(zoneOf(null)).toBeNull();
  });

  it('names only zones the runtime knows, for every country', () => {
    const countries = Array.from({ length: 26 * 26 }, (_, index) => String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26)));
    const zones = countries.map((country) => zoneOf(country)).filter((zone): zone is string => zone !== null);
    expect(zones.length).toBeGreaterThan(240);
    for (const zone of zones) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });
});
