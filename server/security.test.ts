import { createHash } from 'node:crypto';
import { inlineHashes, nonceTiming, pagePolicy } from './security.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PAGE = `<!DOCTYPE html><html><head><script>window.a=1</script><script type="module" src="/assets/x.js"></script><style id="stitches">.a{color:red}</style></head>
<script type="application/ld+json">{"@type":"FAQPage"}</script><body><span style="position:absolute;width:1px">x</span><div style="background-color:#FFD43B;color:&quot;x&quot;"></div><script type="module" async="">import "/assets/y.js";</script></body></html>`;

describe('the Content-Security-Policy of a page', () => {
  it('hashes its inline scripts (not those with src, nor data blocks), its <style> and the empty one, and its style attributes as the browser reads them', () => {
    expect(inlineHashes(PAGE)).toEqual({
      scripts: [sha('window.a=1'), sha('import "/assets/y.js";')].sort(),
      styles: [sha('.a{color:red}'), sha('')].sort(),
      attributes: [sha('position:absolute;width:1px'), sha('background-color:#FFD43B;color:"x"')].sort(),
    });
  });

  it('allows the origin of the CMS for media and content, and the nonce of the response for styles', () => {
    const policy = pagePolicy(PAGE, ['https://cms.example.com'])('abc');
    expect(policy).toContain(`style-src 'self' ${[sha('.a{color:red}'), sha('')].sort().join(' ')} 'nonce-abc'`);
    expect(policy).toContain("img-src 'self' data: https://cms.example.com");
    expect(policy).toContain("connect-src 'self' https://cms.example.com");
    expect(policy).toContain("style-src-attr 'unsafe-hashes' ");
    expect(policy).not.toContain("'unsafe-inline'");
  });

  it('sends the nonce as the Server-Timing entry the client entry reads', () => {
    expect(nonceTiming('abc+/==')).toBe('csp-nonce;desc="abc+/=="');
  });
});
