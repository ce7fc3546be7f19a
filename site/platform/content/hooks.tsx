import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { CONTENT_CACHE_TIME_MS, CONTENT_RETRY, CONTENT_STALE_TIME_MS, type Locale } from '../constants.ts';
import { logOnce, type CmsClient } from './client.ts';

/** Spec §9: content cache and stale time 24 h (86400000 ms), retries off. */
export function createContentQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CONTENT_STALE_TIME_MS, gcTime: CONTENT_CACHE_TIME_MS, retry: CONTENT_RETRY, refetchOnWindowFocus: false },
    },
  });
}

const CmsClientContext = createContext<CmsClient | null>(null);

export function ContentProvider({ client, queryClient, children }: { client: CmsClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CmsClientContext.Provider value={client}>{children}</CmsClientContext.Provider>
    </QueryClientProvider>
  );
}

function useCmsClient(): CmsClient {
  const client = useContext(CmsClientContext);
  if (!client) throw new Error('Content hooks must be used inside <ContentProvider>');
  return client;
}

const logFailure = logOnce();

/**
 * Spec §7/§8: a fetch error or a loading state means the content is not shown: the value is
 * null until a valid record arrives; the error is logged once.
 */
function useContent<T>(key: readonly unknown[], load: (client: CmsClient) => Promise<T | null>): T | null {
  const client = useCmsClient();
  const query = useQuery({ queryKey: ['cms', ...key], queryFn: async () => (await load(client)) ?? null });
  const failure = query.isError ? `[cms] ${key.join(' ')} not shown: ${(query.error as Error).message}` : null;
  useEffect(() => {
    if (failure) logFailure(failure);
  }, [failure]);
  return query.isSuccess ? query.data : null;
}

export const useBanner = (slug: string, locale: Locale) => useContent(['banner', slug, locale], (client) => client.banner(slug, locale));
export const useFooter = (locale: Locale) => useContent(['footer', locale], (client) => client.footer(locale));
export const usePopups = (slug: string, locale: Locale) => useContent(['popups', slug, locale], (client) => client.popups(slug, locale));
export const useTimerCta = (country: string | null, locale: Locale) =>
  useContent(['timer-cta', country, locale], (client) => client.timerCta(country, locale));
export const useReviews = (page = 1) => useContent(['reviews', page], (client) => client.reviews(page));
