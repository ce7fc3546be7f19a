/** Where a preview's islands find their props: in the page itself (islands-pages.ts `inline`). */
export const INLINE_PROPS_ID = 'page-props';

/**
 * The page's islands' props, one entry per island in document order: the module its starter names
 * (islands-pages.ts), or, when it names `#page-props`, a preview's own block in the page.
 */
export async function pageProps(): Promise<object[]> {
  const src = document.querySelector<HTMLScriptElement>('script[data-islands]')?.dataset.islands;
  if (!src) return [];
  return src[0] === '#' ? (JSON.parse(document.querySelector(src)!.textContent!) as object[]) : ((await import(/* @vite-ignore */ src)) as { default: object[] }).default;
}
