// Prerendering: each page is rendered completely (every Suspense boundary resolved), then the CSS
// Stitches collected for exactly that page is put in its <head>. reset() per page, or the next
// page would carry this one's rules too (and mismatch on hydration).
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { getCssText, reset } from '../design-system/stitches.config.ts';

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  reset();
  let failed = false;
  const stream = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
    // Every boundary in place in the HTML: past this size React would write one (a QR code, ~2 KB
    // of SVG) as a placeholder, the content in a hidden <div> and a script that swaps them
    // (~0.5 KiB gzip), and without JavaScript the content would never show.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      failed = true;
      console.error(error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  const style = `<style id="stitches">${getCssText()}</style>`;
  const document = html.startsWith('<!DOCTYPE html>') ? html : `<!DOCTYPE html>${html}`;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(document.replace('</head>', `${style}</head>`), { status: failed ? 500 : status, headers });
}

// For the server, which renders a page again when the CMS changes it (server/live/).
export { liveSite } from './prerender/live.ts';
