/** The page's islands' props, one entry per island in document order (islands-pages.ts writes the file). */
export async function pageProps(): Promise<object[]> {
  const src = document.querySelector<HTMLScriptElement>('script[data-islands]')?.dataset.islands;
  return src ? ((await import(/* @vite-ignore */ src)) as { default: object[] }).default : [];
}
