import { describe, expect, it } from 'vitest';
import type { Section } from '../content/sections.ts';
import { pageTaskOf } from './page-task.ts';

const section = (kind: string, fields: object = {}) => ({ kind, key: kind, ...fields }) as unknown as Section;

describe('pageTaskOf', () => {
  it('is the leading section’s task, the hero aside', () => {
    expect(pageTaskOf([section('hero'), section('level-test'), section('steps')])).toBe('form');
    expect(pageTaskOf([section('onboarding'), section('plans')])).toBe('form');
    expect(pageTaskOf([section('hero'), section('word-search'), section('text')])).toBe('form');
    expect(pageTaskOf([section('tutors', { showFilters: true }), section('steps')])).toBe('filter');
    expect(pageTaskOf([section('hero'), section('tutors', { showFilters: true })])).toBe('filter');
  });

  it('reads a page whose form or list comes later, a roster without filters, and a page of words', () => {
    expect(pageTaskOf([section('hero'), section('features'), section('tutors', { showFilters: true })])).toBe('read');
    expect(pageTaskOf([section('hero'), section('tutors', { showFilters: false })])).toBe('read');
    expect(pageTaskOf([section('hero'), section('try-lesson'), section('plans')])).toBe('read');
    expect(pageTaskOf([section('hero')])).toBe('read');
    expect(pageTaskOf([])).toBe('read');
  });
});
