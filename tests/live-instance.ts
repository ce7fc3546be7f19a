// One site instance in a process of its own, on the PostgreSQL at DATABASE_URL over the build at
// SITE_DIR, rendering slowly with the stand-in renderer (every page's text ending in " V2"): the
// instance server/live/instances.test.ts kills with SIGKILL in the middle of a batch.
import { openDatabase } from '../server/database/index.ts';
import { fakeCms, PG_QUEUE } from '../server/live/fake-cms.ts';
import { openLiveSite } from '../server/live/live-site.ts';
import type { SiteRenderer } from '../server/live/renderer.ts';

const { cms, renderer } = fakeCms();
for (const page of cms.pages.values()) page.text += ' V2';
const slow: SiteRenderer = {
  ...renderer,
  async render(url) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const result = await renderer.render(url);
    console.log(`rendered ${url}`);
    return result;
  },
};
const database = await openDatabase({ url: process.env.DATABASE_URL! });
await openLiveSite({ database, siteDir: process.env.SITE_DIR!, renderer: async () => slow, timing: PG_QUEUE, log: () => {} });
console.log('ready');
