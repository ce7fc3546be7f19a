import seeded from '../../content/experiments.json' with { type: 'json' };
import { CONVERSION_EVENTS } from '../analytics/collect.ts';
import { validate } from '../content/schemas.ts';
import { ExperimentSchema, experimentsOnPage, pageExperiments, type Experiment } from './experiments.ts';
import { experimentMark } from './marks.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const record = (fields: Record<string, unknown>) => ({ id: 1, documentId: 'x', key: 'home_hero', variants: [{ key: 'control', weight: 1 }, { key: 'bold', weight: 1 }], ...fields });
const parse = (fields: Record<string, unknown>) => validate(ExperimentSchema, record(fields));
const experiment = (fields: Record<string, unknown> = {}) => {
  const result = parse(fields);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

describe('an experiment from the CMS', () => {
  it('reads the seed, with the usual conversions as its goals when it names none', () => {
    const [businessLink] = seeded.map((entry, index) => validate(ExperimentSchema, { id: index + 1, documentId: entry.key, ...entry }));
    expect(businessLink).toMatchObject({ ok: true, value: { key: 'header_business_link', enabled: true, traffic: 100, goals: [...CONVERSION_EVENTS] } });
  });

  it('fills what an editor left empty', () => {
    expect(experiment({})).toEqual({
      key: 'home_hero',
      enabled: true,
      variants: [{ key: 'control', weight: 1 }, { key: 'bold', weight: 1 }],
      traffic: 100,
      startsAt: null,
      endsAt: null,
      goals: [...CONVERSION_EVENTS],
      locales: [],
      countries: [],
      urlsToInclude: [],
      urlsToExclude: [],
    });
    expect(experiment({ countries: ['br', 'PT'], goals: ['trial_lesson_requested'] })).toMatchObject({ countries: ['BR', 'PT'], goals: ['trial_lesson_requested'] });
  });

  it.each([
    [{ key: 'Home Hero' }, 'key'],
    [{ variants: [{ key: 'only', weight: 1 }] }, 'at least two variants'],
    [{ variants: [{ key: 'a', weight: 1 }, { key: 'a', weight: 1 }] }, 'same key'],
    [{ variants: [{ key: 'a', weight: 0 }, { key: 'b', weight: 0 }] }, 'every weight is 0'],
    [{ variants: [{ key: 'a b', weight: 1 }, { key: 'c', weight: 1 }] }, 'joined by "-"'],
    [{ trafficPercent: 120 }, 'trafficPercent'],
    [{ goals: ['purchase'] }, 'analytics events'],
    [{ countries: ['Germany'] }, 'two-letter'],
    [{ locales: ['fr'] }, 'locales'],
    [{ startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-11-01T00:00:00.000Z' }, 'ends after it starts'],
  ])('refuses %j, saying why', (fields, why) => {
    const result = parse(fields);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(why);
  });
});

describe('the experiments on a page', () => {
  const keys = (experiments: readonly Experiment[], page: { locale?: 'en' | 'es' | 'pt' | 'uk'; url: string; now?: number }) =>
    experimentsOnPage(experiments, { locale: page.locale ?? 'en', url: page.url, now: page.now ?? NOW }).map((running) => running.key);

  it('are those switched on, not over, for its locale and its URL', () => {
    const experiments = [
      experiment({ key: 'everywhere' }),
      experiment({ key: 'switched_off', enabled: false }),
      experiment({ key: 'over', endsAt: '2026-11-01T00:00:00.000Z' }),
      experiment({ key: 'not_yet', startsAt: '2026-12-01T00:00:00.000Z' }),
      experiment({ key: 'spanish', locales: ['es'] }),
      experiment({ key: 'pricing', urlsToInclude: ['/pricing', '/*/pricing'] }),
      experiment({ key: 'not_blog', urlsToExclude: ['/blog*', '/*/blog*'] }),
    ];
    expect(keys(experiments, { url: '/' })).toEqual(['everywhere', 'not_yet', 'not_blog']);
    expect(keys(experiments, { url: '/es/pricing', locale: 'es' })).toEqual(['everywhere', 'not_yet', 'spanish', 'pricing', 'not_blog']);
    expect(keys(experiments, { url: '/blog/first-lesson' })).toEqual(['everywhere', 'not_yet']);
  });

  it('carry what the assignment needs and nothing an editor wrote for the team', () => {
    const [running] = experimentsOnPage([experiment({ countries: ['BR'], goals: ['trial_lesson_requested'], urlsToInclude: ['*'] })], { locale: 'en', url: '/', now: NOW });
    expect(Object.keys(running!).sort()).toEqual(['countries', 'endsAt', 'key', 'startsAt', 'traffic', 'variants']);
  });
});

describe('a marked element', () => {
  const page = pageExperiments([experiment({ key: 'home_hero' }), experiment({ key: 'pricing_copy', urlsToInclude: ['/pricing'] })], { locale: 'en', url: '/', now: NOW });

  it('is there for everyone without a mark', () => {
    expect(experimentMark(null, page)).toEqual({ shown: true });
    expect(experimentMark('', page)).toEqual({ shown: true });
  });

  it('waits for its variant when the experiment runs on the page', () => {
    expect(experimentMark('home_hero:bold', page)).toEqual({ shown: true, variant: { when: 'exp-home_hero-bold', control: false } });
    expect(experimentMark(' home_hero:control ', page)).toEqual({ shown: true, variant: { when: 'exp-home_hero-control', control: true } });
  });

  it("is the control's for everyone, or left out, when the experiment does not run here", () => {
    expect(experimentMark('pricing_copy:control', page)).toEqual({ shown: true });
    expect(experimentMark('pricing_copy:bold', page)).toEqual({ shown: false });
  });

  it.each([
    ['home_hero', 'not written <key>:<variant>'],
    ['home_hero:bold:x', 'not written <key>:<variant>'],
    ['hero_home:bold', 'names no experiment in the CMS'],
    ['home_hero:italic', 'names no variant of home_hero (control, bold)'],
  ])('is left out when the mark %j is a mistake, saying why', (mark, why) => {
    const result = experimentMark(mark, page);
    expect(result.shown).toBe(false);
    expect(result.why).toContain(why);
  });
});
