/** Where a preview's islands find their props: in the page itself (islands-pages.ts `inline`). */
export const INLINE_PROPS_ID = 'page-props';

/** The page's islands' props, one entry per island in document order: from its props file (islands-pages.ts), or a preview's own block. */
export async function pageProps(): Promise<object[]> {
  const inline = document.getElementById(INLINE_PROPS_ID);
  if (inline) return JSON.parse(inline.textContent ?? '[]') as object[];
  const src = document.querySelector<HTMLScriptElement>('script[data-islands]')?.dataset.islands;
  return src ? ((await import(/* @vite-ignore */ src)) as { default: object[] }).default : [];
}
