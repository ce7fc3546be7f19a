import { useEffect, useState } from 'react';
import { CONTENT_STALE_TIME_MS, type Locale } from '../../../domain/constants.ts';
import type { ShellKind } from './fresh-shell.ts';

/**
 * The header's or footer's content: the prerendered copy for the first paint and hydration; once
 * that copy is older than 24 h, the client's cached or refetched content takes over.
 */
export function useShellContent<T>(kind: ShellKind, locale: Locale, built: T | null, builtAt: number, cmsUrl: string): T | null {
  // The fresh content, with the build copy it replaces (a new page's build copy starts over).
  const [fresh, setFresh] = useState<{ replaces: T | null; content: T } | null>(null);
  useEffect(() => {
    if (Date.now() - builtAt < CONTENT_STALE_TIME_MS) return;
    let current = true;
    void Promise.all([import('./fresh-shell.ts'), import('../storage/index.ts')])
      .then(([{ freshShellContent }, { localStore }]) => freshShellContent(kind, locale, { cmsUrl, storage: localStore }))
      .then(
        (content) => {
          if (current && content) setFresh({ replaces: built, content: content as T });
        },
        (error: unknown) => console.warn(`[cms] the ${kind} stays as built:`, error),
      );
    return () => {
      current = false;
    };
  }, [kind, locale, built, builtAt, cmsUrl]);
  return fresh && fresh.replaces === built ? fresh.content : built;
}
