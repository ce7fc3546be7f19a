// The seeded local content service for the unit suite, on a loopback port (server/cms/
// local-service.ts): the pages' loaders read it over HTTP, as the build and the server do.
// A test that points CMS_URL elsewhere reads that instead.
import { ensureLocalContent } from '../server/cms/local-service.ts';

export default async function setup() {
  const service = await ensureLocalContent();
  return () => service?.close();
}
