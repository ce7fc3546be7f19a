// Prerendering: each page is rendered to a string, then the CSS Stitches collected for exactly
// that page is put in its <head>. renderToString rather than streaming, because a stream would
// have flushed the head before the last styles were known; reset() per page, or the next page
// would carry this one's rules too (and mismatch on hydration).
import { renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { getCssText, reset } from '../design-system/stitches.config.ts';

export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  reset();
  const body = renderToString(<ServerRouter context={context} url={request.url} />);
  const style = `<style id="stitches">${getCssText()}</style>`;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${body.replace('</head>', `${style}</head>`)}`, { status, headers });
}
