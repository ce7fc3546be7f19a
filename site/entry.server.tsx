// Prerendering: each page is rendered completely (every Suspense boundary resolved, including
// React Router's stream of loader data that hydration reads), then the CSS Stitches collected for
// exactly that page is put in its <head>. reset() per page, or the next page would carry this
// one's rules too (and mismatch on hydration). renderToString cannot be used: it leaves the
// data stream's Suspense boundary unresolved, and the page never hydrates.
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { getCssText, reset } from '../design-system/stitches.config.ts';

export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  reset();
  let failed = false;
  const stream = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
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
