import { movedPage } from './moved-pages.ts';

describe('moved pages', () => {
  it('sends every locale’s old address to its new one, and nothing else', () => {
    expect(movedPage('/page/promova-review')).toBe('/page/lingo-reviews');
    expect(movedPage('/uk/page/promova-4-good')).toBe('/uk/page/lingo-for-good');
    expect(movedPage('/es/page/promova-review')).toBe('/es/page/lingo-reviews');
    expect(movedPage('/page/lingo-reviews')).toBeNull();
    expect(movedPage('/page/promova-review/more')).toBeNull();
  });
});
