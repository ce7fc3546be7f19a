// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { styleSingleton, stylesheetSingleton } from './style-singleton.ts';

describe("the scroll lock's style sheet", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('is a constructed sheet, added by the first user and removed with the last, never a <style> element', () => {
    const sheets: CSSStyleSheet[] = [];
    // jsdom has no constructed sheets: the browser's API, as far as the singleton uses it.
    class Constructed {
      text = '';
      replaceSync(css: string) {
        this.text = css;
      }
    }
    vi.stubGlobal('CSSStyleSheet', Constructed);
    Object.defineProperty(document, 'adoptedStyleSheets', { configurable: true, get: () => sheets, set: (next: CSSStyleSheet[]) => sheets.splice(0, sheets.length, ...next) });
    const lock = stylesheetSingleton();
    lock.add('body { overflow: hidden }');
    lock.add('body { overflow: hidden }');
    expect(sheets.map((sheet) => (sheet as unknown as Constructed).text)).toEqual(['body { overflow: hidden }']);
    lock.remove();
    expect(sheets).toHaveLength(1);
    lock.remove();
    expect(sheets).toHaveLength(0);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    vi.unstubAllGlobals();
    delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  });

  it('falls back to a <style> with the response nonce where sheets cannot be constructed, and goes with its component', () => {
    (window as Window & { __webpack_nonce__?: string }).__webpack_nonce__ = 'abc123';
    vi.stubGlobal('CSSStyleSheet', class {});
    const Sheet = styleSingleton();
    const { unmount } = render(<Sheet styles="body { overflow: hidden }" />);
    const style = document.head.querySelector('style')!;
    expect(style.textContent).toBe('body { overflow: hidden }');
    expect(style.getAttribute('nonce')).toBe('abc123');
    unmount();
    expect(document.head.querySelector('style')).toBeNull();
    vi.unstubAllGlobals();
    delete (window as Window & { __webpack_nonce__?: string }).__webpack_nonce__;
  });
});
