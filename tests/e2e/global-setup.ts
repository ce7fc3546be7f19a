// The seeded local content service for the specs that list the site's pages through its own code
// (pageUrls, sitemapXml): they read it over HTTP, as the build and the server do.
import { ensureLocalContent } from '../../server/cms/local-service.ts';

export default async function globalSetup() {
  const service = await ensureLocalContent();
  return () => service?.close();
}
