// @vitest-environment jsdom
import * as v from 'valibot';
import { newVisitorId } from '../analytics/collect.ts';
import { BUSINESS_LINK_EXPERIMENT, VISITOR_OF_VARIANT } from '../../tests/split-visitors.ts';
import {
  assignedVariant,
  experimentStyles,
  experimentTokens,
  hash32,
  type PageExperiment,
} from './assignment.ts';
import { variantShown, type VariantMark } from './marks.ts';
import { experimentsIn, experimentsDataBlock } from './in-page.ts';
import { assignedRecordKey, joinedExperiments, joinRecordKey, reportOnce } from './exposure.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const hero: PageExperiment = { key: 'home_hero', variants: [{ key: 'control', weight: 1 }, { key: 'bold', weight: 1 }], traffic: 100, startsAt: null, endsAt: null, countries: [] };
const ids = Array.from({ length: 10_000 }, newVisitorId);
const at = (visitorId: string, country: string | null = 'US') => ({ visitorId, country, now: NOW });

describe('assignment', () => {
  it('gives the same identifier the same variant, every time and everywhere', () => {
    // Fixed values: a change of the hash would move visitors between variants mid-experiment.
    expect([hash32(''), hash32('a'), hash32('header_business_link:x')]).toEqual([2872998923, 444641715, 2839124090]);
    const id = newVisitorId();
    expect(assignedVariant(hero, at(id))).toBe(assignedVariant(hero, at(id)));
  });

  it('puts the identifiers the tests use in the variants they are used for', () => {
    for (const [variant, id] of Object.entries(VISITOR_OF_VARIANT)) expect(assignedVariant(BUSINESS_LINK_EXPERIMENT, at(id))).toBe(variant);
  });

  it('splits 10,000 visitors by the weights (within 2 points), independently of another experiment', () => {
    const share = (experiment: PageExperiment, variant: string, among = ids) => among.filter((id) => assignedVariant(experiment, at(id)) === variant).length / among.length;
    const first = ids.filter((id) => assignedVariant(BUSINESS_LINK_EXPERIMENT, at(id)) === 'for-business');
    expect(first.length / ids.length).toBeCloseTo(0.5, 1);
    expect(share(hero, 'control', first)).toBeGreaterThan(0.46);
    expect(share(hero, 'control', first)).toBeLessThan(0.54);
    const ninetyTen = { ...hero, variants: [{ key: 'control', weight: 90 }, { key: 'bold', weight: 10 }] };
    expect(Math.abs(share(ninetyTen, 'bold') - 0.1)).toBeLessThan(0.02);
    const three = { ...hero, variants: [{ key: 'a', weight: 2 }, { key: 'b', weight: 1 }, { key: 'c', weight: 1 }] };
    expect(Math.abs(share(three, 'a') - 0.5)).toBeLessThan(0.02);
    expect(Math.abs(share(three, 'c') - 0.25)).toBeLessThan(0.02);
    expect(share({ ...hero, variants: [{ key: 'control', weight: 0 }, { key: 'bold', weight: 3 }] }, 'bold')).toBe(1);
  });

  it('takes only its share of traffic, and keeps everyone in on their variant when the share grows', () => {
    const tenth = { ...hero, traffic: 10 };
    const inAtTen = ids.filter((id) => assignedVariant(tenth, at(id)) !== null);
    expect(Math.abs(inAtTen.length / ids.length - 0.1)).toBeLessThan(0.02);
    const half = { ...hero, traffic: 50 };
    for (const id of inAtTen) expect(assignedVariant(half, at(id))).toBe(assignedVariant(tenth, at(id)));
    expect(ids.some((id) => assignedVariant({ ...hero, traffic: 0 }, at(id)) !== null)).toBe(false);
  });

  it('runs only between its dates and in its countries', () => {
    const id = ids[0]!;
    expect(assignedVariant({ ...hero, startsAt: NOW + 1 }, at(id))).toBeNull();
    expect(assignedVariant({ ...hero, startsAt: NOW }, at(id))).not.toBeNull();
    expect(assignedVariant({ ...hero, endsAt: NOW }, at(id))).toBeNull();
    expect(assignedVariant({ ...hero, countries: ['BR', 'PT'] }, at(id, 'US'))).toBeNull();
    expect(assignedVariant({ ...hero, countries: ['BR', 'PT'] }, at(id, null))).toBeNull();
    expect(assignedVariant({ ...hero, countries: ['BR', 'PT'] }, at(id, 'PT'))).not.toBeNull();
  });

  it('gives a visitor who may not be counted no token', () => {
    expect(experimentTokens([hero], null)).toEqual([]);
    expect(experimentTokens([hero, BUSINESS_LINK_EXPERIMENT], at(VISITOR_OF_VARIANT['corporate-english']))).toContain('exp-header_business_link-corporate-english');
  });
});

describe("the page's experiments", () => {
  it('round-trip through the data block, and a malformed one is none', () => {
    const page = `<html><head></head><body>${experimentsDataBlock([hero, BUSINESS_LINK_EXPERIMENT])}</body></html>`;
    expect(page).toContain('<script type="application/json" data-experiments="">"home_hero|control:1,bold:1|100 header_business_link|for-business:1,corporate-english:1|100"</script>');
    expect(experimentsIn(page)).toEqual([hero, { ...BUSINESS_LINK_EXPERIMENT, goals: undefined, enabled: undefined, locales: undefined, urlsToInclude: undefined, urlsToExclude: undefined }].map(({ key, variants, traffic, startsAt, endsAt, countries }) => ({ key, variants, traffic, startsAt, endsAt, countries })));
    const dated = { ...hero, traffic: 25, startsAt: NOW, endsAt: NOW + 1000, countries: ['BR', 'PT'] };
    expect(experimentsIn(experimentsDataBlock([dated]))).toEqual([dated]);
    for (const tampered of ['&lt;x&gt;|a:1,b:1|100|||', 'home_hero|a:1|100|||', 'home_hero|a:1,b:x|100|||', 'home_hero|a:1,b:1|150|||', 'home_hero|a:1,b:1|100|soon||', 'home_hero'])
      expect(experimentsIn(`<script type="application/json" data-experiments="">${JSON.stringify(tampered)}</script>`)).toEqual([]);
    expect(experimentsIn('<html></html>')).toEqual([]);
  });

  it("show each marked element to its variant only, and the control's to everyone else", () => {
    document.head.innerHTML = `<style>${experimentStyles([hero])}</style>`;
    document.body.innerHTML = '<p data-when="exp-home_hero-control">A</p><p data-when="exp-home_hero-bold">B</p>';
    const visible = () => [...document.body.querySelectorAll('p')].filter((element) => getComputedStyle(element).display !== 'none').map((element) => element.textContent);
    const html = document.documentElement;
    // What scripts decide (popups) is what the rules show.
    const scripted = () =>
      [
        ['A', { when: 'exp-home_hero-control', control: true }],
        ['B', { when: 'exp-home_hero-bold', control: false }],
      ].flatMap(([text, mark]) => (variantShown(mark as VariantMark, (html.dataset.visitor ?? '').split(' ')) ? [text] : []));
    const check = (expected: string[]) => {
      expect(visible()).toEqual(expected);
      expect(scripted()).toEqual(expected);
    };
    delete html.dataset.visitor;
    expect(visible()).toEqual(['A']);
    html.dataset.visitor = 'signed-out market-US';
    check(['A']);
    html.dataset.visitor = 'signed-out market-US exp-home_hero-control';
    check(['A']);
    html.dataset.visitor = 'signed-out market-US exp-home_hero-bold';
    check(['B']);
    // Another experiment's token changes nothing here.
    html.dataset.visitor = 'signed-out exp-home_hero_two-bold';
    check(['A']);
    delete html.dataset.visitor;
  });
});

describe('the rule of an experiment with three variants', () => {
  it('shows each variant its own element, and the control to the rest', () => {
    const three = { ...hero, key: 'plans_copy', variants: ['a', 'b', 'c'].map((key) => ({ key, weight: 1 })) };
    document.head.innerHTML = `<style>${experimentStyles([three, hero])}</style>`;
    document.body.innerHTML = ['a', 'b', 'c'].map((variant) => `<p data-when="exp-plans_copy-${variant}">${variant}</p>`).join('');
    const visible = () => [...document.body.querySelectorAll('p')].filter((element) => getComputedStyle(element).display !== 'none').map((element) => element.textContent);
    const html = document.documentElement;
    for (const [tokens, shown] of [['', 'a'], ['signed-out exp-home_hero-bold', 'a'], ['signed-out exp-plans_copy-a', 'a'], ['signed-out exp-plans_copy-b', 'b'], ['signed-out exp-plans_copy-c exp-home_hero-bold', 'c']]) {
      html.dataset.visitor = tokens!;
      expect(visible()).toEqual([shown]);
    }
    delete html.dataset.visitor;
  });
});

describe('exposure', () => {
  it('reads the experiments and variants off the tokens, and nothing else', () => {
    expect(joinedExperiments(['signed-out', 'exp-home_hero-bold', 'exp-header_business_link-for-business', 'exp-', 'exp-<x>-y'])).toEqual([
      { token: 'exp-home_hero-bold', experiment: 'home_hero', variant: 'bold' },
      { token: 'exp-header_business_link-for-business', experiment: 'header_business_link', variant: 'for-business' },
    ]);
  });

  it('is reported once per browser, and again when the variant changes', () => {
    const kept = new Map<string, unknown>();
    const storage = { get: <T,>(key: string, schema: v.GenericSchema<unknown, T>) => (v.is(schema, kept.get(key)) ? (kept.get(key) as T) : null), set: (key: string, value: unknown) => void kept.set(key, value) };
    const report = vi.fn();
    const joined = (join: { experiment: string; variant: string }) => reportOnce(joinRecordKey(join.experiment), join, storage, report);
    joined({ experiment: 'home_hero', variant: 'bold' });
    joined({ experiment: 'home_hero', variant: 'bold' });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ experiment: 'home_hero', variant: 'bold' });
    joined({ experiment: 'home_hero', variant: 'control' });
    joined({ experiment: 'header_business_link', variant: 'for-business' });
    expect(report).toHaveBeenCalledTimes(3);
    // Assigned and joined are kept apart: a variant assigned on one page is still joined when seen on the next.
    reportOnce(assignedRecordKey('home_page_cta'), { experiment: 'home_page_cta', variant: 'plan' }, storage, report);
    joined({ experiment: 'home_page_cta', variant: 'plan' });
    expect(report).toHaveBeenCalledTimes(5);
  });
});
