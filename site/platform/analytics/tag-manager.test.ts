// @vitest-environment jsdom
import { loadTagManager } from './tag-manager.ts';

const gtmScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')];

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-preview');
  delete window.dataLayer;
});

describe('loading the tag manager', () => {
  it('does nothing when the server named no container (the default)', () => {
    loadTagManager('n0nce');
    expect(gtmScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  describe('given a container named by the server', () => {
    beforeEach(() => document.head.append(Object.assign(document.createElement('meta'), { name: 'gtm-id', content: 'GTM-AB12CD3' })));

    it("loads gtm.js with the response's nonce, after the data layer's start event", () => {
      loadTagManager('n0nce');
      const [script] = gtmScripts();
      expect(script!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
      expect(script!.nonce).toBe('n0nce');
      expect(script!.async).toBe(true);
      expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    });

    it('loads nothing without a nonce (the policy would refuse it) or in a preview for the CMS', () => {
      loadTagManager(undefined);
      document.documentElement.setAttribute('data-preview', '');
      loadTagManager('n0nce');
      expect(gtmScripts()).toEqual([]);
    });
  });
});
