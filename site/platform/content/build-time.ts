// The CMS as the prerender sees it: a real Strapi when CMS_URL is set, otherwise the seeded
// local service read in process (no server runs during `react-router build`). Loaders are
// build-time code: React Router leaves them out of the browser bundle.
import { join } from 'node:path';
import { createFetch } from 'ofetch';
import { localCmsFetch } from '../../../server/cms/local-fetch.ts';
import { loadContent } from '../../../server/cms/store.ts';
import { cmsConfigFromEnv, createCmsClient, type CmsClient } from './client.ts';

const LOCAL_BASE_URL = 'http://local.invalid/cms';
let client: CmsClient | undefined;

export function buildTimeCms(): CmsClient {
  if (client) return client;
  const config = cmsConfigFromEnv(process.env, LOCAL_BASE_URL);
  const local = config.baseUrl === LOCAL_BASE_URL;
  const fetch = local ? createFetch({ fetch: localCmsFetch(loadContent(join(process.cwd(), 'content'))) }) : undefined;
  client = createCmsClient(config, fetch ? { fetch } : {});
  return client;
}
