import { isPlaceholderHref } from './placeholder.ts';

describe('a placeholder address', () => {
  it.each([
    'https://apps.apple.com/app/id0000000001',
    'https://apps.apple.com/app/id0000000002?platform=mac',
    'https://appgallery.huawei.com/app/C000000001',
    'https://play.google.com/store/apps/details?id=com.example.learn',
    'https://www.instagram.com/example.learn',
    'https://www.tiktok.com/@example.learn',
    'https://www.example.com/pricing',
    'http://example.org',
    'https://cms.example/uploads/a.png',
    'https://shop.invalid/',
  ])('is found in %s', (href) => expect(isPlaceholderHref(href)).toBe(true));

  it.each([
    'https://apps.apple.com/app/lingo-learn-english/id6739204581',
    'https://play.google.com/store/apps/details?id=app.lingo.english',
    'https://appgallery.huawei.com/app/C109253441',
    'https://www.instagram.com/lingo.english.app',
    'https://examples.dev/page',
    '/faq',
    'mailto:support@lingo-english.app',
  ])('is not %s', (href) => expect(isPlaceholderHref(href)).toBe(false));
});
