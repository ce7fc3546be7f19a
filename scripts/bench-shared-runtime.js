// Entry for `npm run bench`: the data runtime the whole site shares (see scripts/bench.mjs).
export { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
export { FetchError, ofetch } from 'ofetch';
