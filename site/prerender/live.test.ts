// A page the server renders after the build leaves as the build leaves its pages (live.ts): its
// reads out, its pictures' sources only where the build made the files, a sharing card the build drew.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveSite } from './live.ts';

const MANIFEST = {
  'site/entry.client.tsx': { file: 'assets/entry-1.js', src: 'site/entry.client.tsx', dynamicImports: ['_hydrate-1.js'] },
  '_hydrate-1.js': { file: 'assets/hydrate-1.js', name: 'hydrate' },
};

function clientDir() {
  const dir = mkdtempSync(join(tmpdir(), 'live-'));
  mkdirSync(join(dir, 'media', 'optimised'), { recursive: true });
  writeFileSync(join(dir, 'media', 'optimised', 'hero-640.avif'), '');
  mkdirSync(join(dir, 'social', 'uk'), { recursive: true });
  writeFileSync(join(dir, 'social', 'uk.png'), '');
  writeFileSync(join(dir, 'social', 'uk', 'faq.png'), '');
  return dir;
}

const page = (card: string, pictures: string) =>
  `<!DOCTYPE html><html><head><meta property="og:image" content="https://www.lingo.example${card}"/></head><body>${pictures}<script type="application/json" data-page-reads="">["header@uk","page@uk:/new"]</script></body></html>`;

describe('a page finished at run time', () => {
  const site = liveSite({ clientDir: clientDir(), manifest: MANIFEST });

  it('gives its reads, and keeps the sources and card the build made', () => {
    const built = page('/social/uk/faq.png', '<picture><source type="image/avif" srcset="/media/optimised/hero-640.avif 640w"/><img src="/media/hero.png"/></picture>');
    const finished = site.finishPage(built, '/uk/faq');
    expect(finished.reads).toEqual(['header@uk', 'page@uk:/new']);
    expect(finished.html).not.toContain('data-page-reads');
    expect(finished.html).toContain('srcset="/media/optimised/hero-640.avif 640w"');
    expect(finished.html).toContain('content="https://www.lingo.example/social/uk/faq.png"');
    expect(finished.data).toBeNull();
  });

  it('drops the sources of an image the build never saw, and shares its locale’s home card until the next build', () => {
    const fresh = page('/social/uk/new.png', '<picture><source type="image/webp" srcset="/media/optimised/new-640.webp 640w, /media/optimised/new-1280.webp 1280w"/><img src="https://cms.lingo.example/uploads/new.png"/></picture>');
    const finished = site.finishPage(fresh, '/uk/new');
    expect(finished.html).toContain('<picture><img src="https://cms.lingo.example/uploads/new.png"/></picture>');
    expect(finished.html).toContain('content="https://www.lingo.example/social/uk.png"');
  });
});
