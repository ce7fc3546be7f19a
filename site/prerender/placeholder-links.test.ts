import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { placeholderLinksIn } from './placeholder-links.ts';

it('names each placeholder link a visitor could follow on the built pages, and the page it is on', () => {
  const root = mkdtempSync(join(tmpdir(), 'links-'));
  mkdirSync(join(root, 'uk', 'app'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<link rel="canonical" href="https://www.lingo.example/"><a href="https://apps.apple.com/app/lingo-learn-english/id6739204581">App Store</a><a href="/faq">FAQ</a>');
  writeFileSync(join(root, 'uk', 'app', 'index.html'), '<a href="https://play.google.com/store/apps/details?id=com.example.learn&amp;hl=uk">Google Play</a>');
  expect(placeholderLinksIn(root)).toEqual(['/uk/app → https://play.google.com/store/apps/details?id=com.example.learn&hl=uk']);
  rmSync(root, { recursive: true, force: true });
});
