// The report's numbers on a data set whose answer is known (tests/analytics-sample.ts), on PGlite and PostgreSQL.
import { CONVERSION_EVENTS } from '../../domain/analytics/collect.ts';
import { databaseTargets } from '../../tests/postgres.ts';
import type { OpenDatabase } from '../database/index.ts';
import { loadKnownSample, SAMPLE_PERIOD } from '../../tests/analytics-sample.ts';
import { BUSINESS_LINK_EXPERIMENT } from '../../tests/split-visitors.ts';
import { analyticsReport, type AnalyticsReport } from './report.ts';

describe.each(databaseTargets('analytics-report'))('the analytics report on %s', (_, open) => {
  let database: OpenDatabase;
  let report: AnalyticsReport;

  beforeAll(async () => {
    database = await open();
    await loadKnownSample(database);
    report = await analyticsReport(database, SAMPLE_PERIOD, [BUSINESS_LINK_EXPERIMENT]);
  }, 60_000);
  afterAll(() => database.close());

  it('counts the visitors and page views of the period only', () => {
    expect([report.visitors, report.pageViews]).toEqual([3401, 2060]);
  });

  describe('an experiment the site runs (the header split)', () => {
    const split = () => report.experiments.find((experiment) => experiment.key === 'header_business_link')!;
    const subscribed = (variant: number) => split().variants[variant]!.goals.find((goal) => goal.goal === 'gen_newsletter_subscribed')!;

    it('counts each visitor once, at their first exposure in the period', () => {
      expect(split().variants.map((variant) => [variant.key, variant.exposed])).toEqual([
        ['for-business', 1000],
        ['corporate-english', 1000],
      ]);
    });

    it('counts a conversion only after the exposure, with its rate, 95 % interval and uplift over the control', () => {
      expect(subscribed(0)).toMatchObject({ visitors: 100, rate: 0.1, uplift: null });
      expect(subscribed(0).low).toBeCloseTo(0.0829, 4);
      expect(subscribed(0).high).toBeCloseTo(0.1202, 4);
      expect(subscribed(1)).toMatchObject({ visitors: 150, rate: 0.15 });
      expect(subscribed(1).uplift).toBeCloseTo(0.5, 10);
      expect(subscribed(1).low).toBeCloseTo(0.1292, 4);
      expect(subscribed(1).high).toBeCloseTo(0.1735, 4);
    });

    it('reports every goal, and no sample-ratio mismatch for an even split', () => {
      expect(split().variants[1]!.goals.map((goal) => goal.goal)).toEqual([...CONVERSION_EVENTS]);
      expect(split().variants[1]!.goals.find((goal) => goal.goal === 'trial_lesson_requested')).toMatchObject({ visitors: 0, rate: 0, uplift: null });
      expect(split().sampleRatio).toEqual({ chiSquare: 0, p: 1, mismatch: false });
    });
  });

  it('warns of a sample-ratio mismatch (600 to 400 on an even split), for an experiment it learns from the events', () => {
    const hero = report.experiments.find((experiment) => experiment.key === 'hero_copy')!;
    expect(hero.variants.map((variant) => [variant.key, variant.weight, variant.exposed])).toEqual([
      ['a', 1, 600],
      ['b', 1, 400],
    ]);
    expect(hero.sampleRatio.chiSquare).toBeCloseTo(40, 10);
    expect(hero.sampleRatio.p).toBeCloseTo(2.54e-10, 11);
    expect(hero.sampleRatio.mismatch).toBe(true);
  });

  it('shows where the onboarding funnel loses its visitors, step by step', () => {
    const onboarding = report.funnels.find((funnel) => funnel.key === 'onboarding')!;
    expect(onboarding.steps.map((step) => [step.step, step.visitors])).toEqual([
      ['started', 100],
      ['answered 1', 90],
      ['answered 2', 80],
      ['answered 3', 60],
      ['answered 4', 50],
      ['answered 5', 40],
      ['completed', 30],
    ]);
    expect(onboarding.steps.map((step) => step.ofPrevious)).toEqual([null, 0.9, 80 / 90, 0.75, 50 / 60, 0.8, 0.75]);
    expect(onboarding.steps.at(-1)!.ofStart).toBe(0.3);
  });

  it('lists every funnel, those without visitors at zero', () => {
    expect(report.funnels.map((funnel) => [funnel.key, funnel.steps.length, funnel.steps[0]!.visitors])).toEqual([
      ['onboarding', 7, 100],
      ['tutoring', 6, 11],
      ['level_test', 2, 0],
      ['try_lesson', 2, 0],
      ['word_pages', 3, 50],
    ]);
  });

  it('follows a word page’s visitors to its practice and on to an onboarding, each step after the one before', () => {
    const words = report.funnels.find((funnel) => funnel.key === 'word_pages')!;
    expect(words.steps.map((step) => [step.step, step.visitors, step.ofPrevious])).toEqual([
      ['word page viewed', 50, null],
      ['practice checked', 20, 0.4],
      ['onboarding started', 8, 0.4],
    ]);
  });

  it('counts per promotion the visitors who saw, closed, clicked it, and converted after seeing it', () => {
    expect(report.promotions).toEqual([
      { place: 'banner', shown: 0, dismissed: 0, clicked: 40, converted: 0 },
      { place: 'popup:timer', shown: 200, dismissed: 120, clicked: 30, converted: 20 },
    ]);
  });
});
