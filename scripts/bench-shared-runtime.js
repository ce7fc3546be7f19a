// Entry for `npm run bench`: the data runtime the whole site shares (see scripts/bench.mjs).
export { FetchError, ofetch } from 'ofetch';
