// The report's numbers on a data set whose answer is known (tests/analytics-sample.ts), on PGlite and PostgreSQL.
import { CONVERSION_EVENTS } from '../../domain/analytics/collect.ts';
import { databaseTargets } from '../../tests/postgres.ts';
import type { OpenDatabase } from '../database/index.ts';
import { EFFECT_DAYS, EFFECT_EXPERIMENT, loadKnownEffect, loadKnownSample, SAMPLE_PERIOD } from '../../tests/analytics-sample.ts';
import { BUSINESS_LINK_EXPERIMENT } from '../../tests/split-visitors.ts';
import { analyticsReport, type AnalyticsReport, type ExperimentReport, type FieldSpeedRow, type SourceRow } from './report.ts';
import { verdictsOf } from './verdict.ts';

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

    it('counts apart those on its pages who never saw its element (issue 65), and only the exposed in its effects', () => {
      expect(split().variants.map((variant) => [variant.key, variant.assigned, variant.exposed])).toEqual([
        ['for-business', 1060, 1000],
        ['corporate-english', 1000, 1000],
      ]);
      expect(subscribed(0).rate).toBe(0.1);
    });

    it('counts a conversion only after the exposure, with its rate, 95 % interval and uplift over the control', () => {
      expect(subscribed(0)).toMatchObject({ visitors: 100, rate: 0.1, effect: null });
      expect(subscribed(0).low).toBeCloseTo(0.0829, 4);
      expect(subscribed(0).high).toBeCloseTo(0.1202, 4);
      expect(subscribed(1)).toMatchObject({ visitors: 150, rate: 0.15 });
      expect(subscribed(1).effect!.uplift).toBeCloseTo(0.5, 10);
      expect(subscribed(1).effect!.difference).toBeCloseTo(0.05, 10);
      expect(subscribed(1).low).toBeCloseTo(0.1292, 4);
      expect(subscribed(1).high).toBeCloseTo(0.1735, 4);
    });

    it('reports every goal, and no sample-ratio mismatch for an even split', () => {
      expect(split().variants[1]!.goals.map((goal) => goal.goal)).toEqual([...CONVERSION_EVENTS]);
      expect(split().variants[1]!.goals.find((goal) => goal.goal === 'trial_lesson_requested')).toMatchObject({ visitors: 0, rate: 0, effect: null });
      expect(split().sampleRatio).toEqual({ chiSquare: 0, p: 1, mismatch: false });
    });
  });

  it('warns of a sample-ratio mismatch (600 to 400 on an even split), for an experiment it learns from the events', () => {
    const hero = report.experiments.find((experiment) => experiment.key === 'hero_copy')!;
    // Exposures sent before pages sent assignments: each exposed visitor was on its pages too.
    expect(hero.variants.map((variant) => [variant.key, variant.weight, variant.assigned, variant.exposed])).toEqual([
      ['a', 1, 600, 600],
      ['b', 1, 400, 400],
    ]);
    expect(hero.sampleRatio.chiSquare).toBeCloseTo(40, 10);
    expect(hero.sampleRatio.p).toBeCloseTo(2.54e-10, 11);
    expect(hero.sampleRatio.mismatch).toBe(true);
  });

  it('gives each web vital’s 75th percentile by page kind, device and country, rated by Google’s lines', () => {
    const rows = (list: readonly FieldSpeedRow[]) => list.map((row) => [row.key, row.metric, row.samples, row.p75, row.rating]);
    // Home: 500 at 1.5 s, 900 at 2 s, 300 at 3 s, 300 over 4 s; its 1,500th of 2,000 is at 3 s.
    expect(rows(report.fieldSpeed.byKind)).toEqual([
      ['home', 'LCP', 2000, 3000, 'needs improvement'],
      ['word page', 'INP', 50, 186.75, 'good'],
      ['word page', 'LCP', 50, 1200, 'good'],
    ]);
    expect(rows(report.fieldSpeed.byDevice)).toEqual([
      ['desktop', 'LCP', 2000, 3000, 'needs improvement'],
      ['phone', 'INP', 50, 186.75, 'good'],
      ['phone', 'LCP', 50, 1200, 'good'],
    ]);
    expect(rows(report.fieldSpeed.byCountry)).toEqual([
      ['US', 'INP', 50, 186.75, 'good'],
      ['US', 'LCP', 2050, 3000, 'needs improvement'],
    ]);
  });

  it('flags a variant whose visitors had more poor pages (200 against 100 of 1,000): the slow guardrail', () => {
    const slow = report.experiments.find((experiment) => experiment.key === 'header_business_link')!.variants.map((variant) => variant.guardrails.find((guardrail) => guardrail.guardrail === 'slow')!);
    expect(slow.map((guardrail) => [guardrail.visitors, guardrail.harmed])).toEqual([
      [100, false],
      [200, true],
    ]);
    expect(slow[1]!.effect!.difference).toBeCloseTo(0.1, 10);
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

describe.each(databaseTargets('analytics-effect'))('an experiment with a known effect, on %s', (_, open) => {
  let database: OpenDatabase;
  let experiment: ExperimentReport;
  let report: AnalyticsReport;

  beforeAll(async () => {
    database = await open();
    await loadKnownEffect(database);
    report = await analyticsReport(database, SAMPLE_PERIOD, [EFFECT_EXPERIMENT]);
    [experiment] = report.experiments as [ExperimentReport];
  }, 120_000);
  afterAll(() => database.close());

  const variant = (key: string) => experiment.variants.find((entry) => entry.key === key)!;

  it('counts every day of it: 7,000 visitors a variant, 700 and 840 conversions, 28 days running', () => {
    expect(experiment.variants.map((entry) => [entry.key, entry.exposed, entry.goals[0]!.visitors])).toEqual([
      ['a', 7000, 700],
      ['b', 7000, 840],
      ['c', 7000, 700],
    ]);
    expect(experiment.daysRunning).toBe(EFFECT_DAYS);
  });

  it('finds b’s +2 points (+20 %) with an always-valid interval that holds it, and calls it a win', () => {
    const { effect } = variant('b').goals[0]!;
    expect(effect!.difference).toBeCloseTo(0.02, 10);
    expect(effect!.uplift).toBeCloseTo(0.2, 10);
    expect(effect!.significant).toBe(true);
    expect(effect!.differenceInterval.low).toBeGreaterThan(0);
    expect(effect!.differenceInterval.high).toBeGreaterThan(0.02);
    expect(effect!.differenceInterval.high).toBeLessThan(0.05);
    expect(effect!.upliftInterval!.low).toBeGreaterThan(0);
    expect(effect!.upliftInterval!.high).toBeGreaterThan(0.2);
    expect(variant('b').guardrails.map((guardrail) => [guardrail.guardrail, guardrail.rate, guardrail.harmed])).toEqual([
      ['bounced', 0.4, false],
      ['failed', 0, false],
      ['slow', 0, false],
    ]);
    const verdicts = verdictsOf(experiment);
    expect(verdicts[0]).toMatchObject({ variant: 'b', kind: 'wins' });
    expect(verdicts[0]!.sentence).toMatch(/^b wins on onboarding_completed, \+20\.0 % \[\+\d\.\d %, \+\d+\.\d %\], no guardrail harmed$/);
  });

  it('flags c, equal on the goal, for its +6 points of bounce', () => {
    expect(variant('c').goals[0]!.effect!.difference).toBe(0);
    const bounced = variant('c').guardrails[0]!;
    expect(bounced).toMatchObject({ guardrail: 'bounced', visitors: 3220, harmed: true });
    expect(bounced.effect!.difference).toBeCloseTo(0.06, 10);
    expect(verdictsOf(experiment)[1]).toEqual({ variant: 'c', kind: 'harms', sentence: 'c harms bounced +6.0 points: stop it, whatever onboarding_completed does' });
  });

  // Per day, 75 visitors of each index modulo 10 (25 a variant); of those who convert, 7 a day of
  // each of 0–4 (2 + 3 + 2: a's and c's last 25, b's last 30) and 9 of each of 5–9 (3 + 3 + 3).
  const sources = (rows: readonly SourceRow[]) => rows.map((row) => [row.key, row.visitors, row.converted]);

  it('names each visitor’s channel by their first landing, and counts who converted afterwards', () => {
    expect(sources(report.channels.channels)).toEqual([
      ['Direct', 6300, 756],
      ['Organic search', 6300, 588],
      ['Paid search', 4200, 392],
      ['Email', 2100, 252],
      ['Referral', 2100, 252],
    ]);
  });

  it('counts each campaign with its source and medium, each landing page and each device', () => {
    expect(sources(report.channels.campaigns)).toEqual([
      ['winter-sale · google / cpc', 4200, 392],
      ['weekly-tips · newsletter / email', 2100, 252],
    ]);
    expect(sources(report.channels.landingPages)).toEqual([
      ['/plans', 14700, 1652],
      ['/blog/ten-minutes-a-day', 6300, 588],
    ]);
    // Even indexes (phones): 12 + 15 + 12 converting a day; odd: 13 + 15 + 13.
    expect(sources(report.channels.devices)).toEqual([
      ['desktop', 10500, 1148],
      ['phone', 10500, 1092],
    ]);
  });
});
