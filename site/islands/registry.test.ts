import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { islandNameOf, loadIsland, loadStarter } from './registry.ts';

const islandFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? islandFiles(join(directory, entry.name)) : entry.name.endsWith('.island.tsx') ? [join(directory, entry.name)] : [],
  );

describe('the islands', () => {
  const names = islandFiles(join(import.meta.dirname, '..')).map((file) => islandNameOf(file)!);

  it('are every *.island.tsx of the site', () => {
    expect(names.sort()).toEqual(['consent', 'docked-banners', 'footer', 'header', 'level-test', 'onboarding', 'popups', 'sign-in', 'top-banners', 'try-lesson', 'tutor-booking', 'tutor-onboarding', 'listen', 'word-search', 'word-next', 'timetable'].sort());
  });

  it.each(names)('%s is the island its file names', async (name) => {
    const island = await loadIsland(name);
    expect(island.name).toBe(name);
    expect(typeof island.Component).toBe('function');
  });

  it('have starters where they wait to hydrate: the header, the footer, the consent dialog, the banners, the popups, the lesson to try, a tutor\'s booking, the word search, the listen button, a word page\'s next step and the classes\' timetable', async () => {
    const starters = await Promise.all(names.map(async (name) => [name, (await loadStarter(name))?.name ?? null]));
    expect(Object.fromEntries(starters)).toEqual({
      consent: 'consent',
      'docked-banners': 'docked-banners',
      footer: 'footer',
      header: 'header',
      'level-test': null,
      listen: 'listen',
      'word-search': 'word-search',
      'word-next': 'word-next',
      onboarding: null,
      popups: 'popups',
      'sign-in': null,
      timetable: 'timetable',
      'top-banners': 'top-banners',
      'try-lesson': 'try-lesson',
      'tutor-booking': 'tutor-booking',
      'tutor-onboarding': null,
    });
  });

  it('refuses a name the site has no island for', async () => {
    await expect(loadIsland('nope')).rejects.toThrow('No island named "nope" (site/**/nope.island.tsx)');
  });
});
