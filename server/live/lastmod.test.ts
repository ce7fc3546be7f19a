import { pageFingerprint, withLastmod } from './lastmod.ts';

const page = ({ title = 'FAQ | Lingo', main = '<h1>Questions</h1><p>Answers.</p>', assets = 'abc123', header = 'Lingo' } = {}) =>
  `<!DOCTYPE html><html><head><title>${title}</title><meta name="description" content="Every answer"/><link rel="stylesheet" href="/assets/root-${assets}.css"/></head>` +
  `<body><header>${header}</header><main>${main}<img src="/assets/drawing-${assets}.avif" alt="A drawing"/><script>start("/assets/page-data-${assets}.js")</script></main></body></html>`;

describe("a page's fingerprint and its sitemap's lastmod (issue 66)", () => {
  it('is the same for the same content rendered by another build, and moves when the content does', () => {
    const first = pageFingerprint(page());
    expect(pageFingerprint(page({ assets: 'def456' }))).toBe(first);
    // The shell around the page's content (a header's link) is not the page's.
    expect(pageFingerprint(page({ header: 'Lingo, now with AI' }))).toBe(first);
    expect(pageFingerprint(page({ title: 'Questions | Lingo' }))).not.toBe(first);
    expect(pageFingerprint(page({ main: '<h1>Questions</h1><p>New answers.</p>' }))).not.toBe(first);
    expect(pageFingerprint(page({ main: '<h1>Questions</h1><p>Answers.</p><a href="/plans">Plans</a>' }))).not.toBe(first);
    expect(pageFingerprint(page({ main: '<h1>Questions</h1><p>Answers.</p><img src="https://cms.example/cover-2.png" alt=""/>' }))).not.toBe(first);
  });

  it("writes each <url>'s lastmod after its <loc>, for the pages the store dates", () => {
    const xml = '<urlset>\n  <url>\n    <loc>https://www.lingo.example/faq</loc>\n    <xhtml:link rel="alternate" hreflang="uk" href="https://www.lingo.example/uk/faq"/>\n  </url>\n  <url>\n    <loc>https://www.lingo.example/uk/faq</loc>\n  </url>\n</urlset>\n';
    const dated = withLastmod(xml, (path) => (path === '/faq' ? new Date('2026-11-30T10:11:12.345Z') : undefined));
    expect(dated).toBe(xml.replace('/faq</loc>\n', '/faq</loc>\n    <lastmod>2026-11-30T10:11:12Z</lastmod>\n'));
  });
});
