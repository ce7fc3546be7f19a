import { withCounts } from './counts.ts';

const COUNTS = { tutors: 1234, 'group-classes': 14, 'club-sessions': 10 };

describe("counts in the CMS's copy", () => {
  it('are written as the locale writes numbers, in every string of a record, nothing else touched', () => {
    const at = new Date(0);
    const record = { title: 'Choose from {count:tutors} tutors', items: [{ value: '{count:group-classes}', label: 'a week' }], order: 3, at, none: null };
    expect(withCounts(record, COUNTS, 'en', () => {})).toEqual({ title: 'Choose from 1,234 tutors', items: [{ value: '14', label: 'a week' }], order: 3, at, none: null });
    expect(withCounts('Зараз їх {count:tutors}.', COUNTS, 'uk', () => {})).toBe('Зараз їх 1\u00a0234.');
    expect(withCounts('{count:tutors} profesores', COUNTS, 'es', () => {})).toBe('1234 profesores');
  });

  it('leave out a token that counts nothing, and say so', () => {
    const warnings: string[] = [];
    expect(withCounts('We have {count:teachers} teachers', COUNTS, 'en', (why) => warnings.push(why))).toBe('We have  teachers');
    expect(warnings).toEqual(['"{count:teachers}" counts nothing (counts: tutors, group-classes, club-sessions): left out']);
  });
});
