// The editors' loop against a real Strapi (called by contract-strapi.mjs once the site is built
// from it): the site is served from that build with CMS_WEBHOOK_SECRET, Strapi sends its webhook
// (cms/src/site.js), and an editor's changes through Strapi's API go live without a build:
//   1. a page's title changed and published: the page shows it, and its sitemap lastmod alone moves;
//   2. (once the schedule is done) a banner's title changed and published: the page it is on shows
//      it; then the header's button; each purges the CDN (a stand-in for Cloudflare's API) by the
//      one tag it changed;
//   3. a page created and published: it answers 200 and joins the sitemap; set to noindex (its SEO
//      field, issue 66), its head says so and it leaves the sitemap; set back, it returns; moved to
//      a new path, its old one answers 301 there (the redirect the CMS makes), from the site and
//      from the edge Worker in front of it; a redirect back, a loop, is refused when saved;
//   4. that page unpublished (the admin's own action): it answers 404 and leaves the sitemap;
//   5. a draft saved: the preview URL the CMS's handler gives shows it (framed by the CMS alone,
//      never indexed), the page itself does not, and the same URL without its token is refused;
//   6. a webhook without the secret: 401;
//   7. Strapi stopped, then a change announced: the pages stay as they were and the log says so;
//   8. the site restarted (Strapi still stopped): from its first request it serves what was
//      published, not the build's pages (issue 43: a restart used to bring back the build's).
//   0. (watched throughout) a draft page scheduled to go live two minutes ahead and to come down
//      half a minute later (strapi-plugin-publisher): on time, within a minute each;
// Prints the time from each publish to the page that shows it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIMIT_MS = 60_000;
const say = (line) => console.log(`[publish-live] ${line}`);

/** A request that never got an answer (the connection refused, reset or closed), as fetch reports it, with its cause. */
const unanswered = (error) => error instanceof TypeError && error.message === 'fetch failed';
const withCause = (error) => (unanswered(error) && error.cause ? new Error(`fetch failed: ${error.cause.code ?? ''} ${error.cause.message}`.trim()) : error);

async function json(url, init = {}) {
  const send = () => fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  // A read or a PUT is sent again once if it got no answer (a CI run met "fetch failed" on a GET to
  // Strapi after an idle spell: a kept-alive connection closed as it was reused); a POST is not.
  const idempotent = (init.method ?? 'GET') !== 'POST';
  const response = await send().catch(async (error) => {
    if (!idempotent || !unanswered(error)) throw withCause(error);
    say(`${init.method ?? 'GET'} ${new URL(url).pathname} got no answer (${withCause(error).message}): sent again`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return send().catch((again) => {
      throw withCause(again);
    });
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * A change every page of a locale shows (a banner, the header) renders all of them again: 14-29 s
 * for 165 English pages here, so up to 2.5 times that on a slower machine.
 */
const WHOLE_LOCALE_LIMIT_MS = 150_000;

/** Polls the site until `check` holds for the page; returns how long it took. */
async function until(what, url, check, limitMs = LIMIT_MS) {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < limitMs) {
    const response = await fetch(url, { redirect: 'manual' }).catch((error) => {
      if (!unanswered(error)) throw error;
      last = withCause(error).message;
      return null;
    });
    if (!response) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    const body = await response.text();
    if (check(response.status, body)) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      say(`ok: ${what} after ${seconds} s`);
      return Number(seconds);
    }
    last = `${response.status}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${limitMs / 1000} s (last answer ${last})`);
}

/** A stand-in for Cloudflare's purge API on a loopback port: each purge the site asks for, recorded. */
async function standInCloudflare() {
  const purges = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      purges.push({ path: request.url, authorization: request.headers.authorization, body: JSON.parse(body || '{}') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, purges, close: () => new Promise((resolve) => server.close(resolve)) };
}

export async function provePublishToLive({ root, siteBuildDir, cmsUrl, sitePort, webhookSecret, previewSecret, stopCms }) {
  const site = `http://127.0.0.1:${sitePort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'publish-live-'));
  const cloudflare = await standInCloudflare();
  const cdn = { CLOUDFLARE_ZONE_ID: 'proof-zone', CLOUDFLARE_API_TOKEN: 'proof-purge-token', CDN_PURGE_ORIGINS: 'https://www.lingo.example', CLOUDFLARE_API_URL: cloudflare.url };
  /** The purges since the last call: each request's tags (a purge of anything else, or of everything, fails the proof). */
  let purgesSeen = 0;
  const purgesSince = (what) => {
    const sent = cloudflare.purges.slice(purgesSeen);
    purgesSeen = cloudflare.purges.length;
    for (const purge of sent) {
      if (purge.path !== '/zones/proof-zone/purge_cache' || purge.authorization !== 'Bearer proof-purge-token' || !purge.body.tags) throw new Error(`${what}: the CDN purge sent ${JSON.stringify(purge)}`);
    }
    return sent.flatMap((purge) => purge.body.tags);
  };
  /** Once a publish's purges have come (and none for 2 s more: an editor's save may be two batches), they name `tags`, by tag alone. */
  const expectPurged = async (what, tags) => {
    const before = purgesSeen;
    const deadline = Date.now() + 60_000;
    while (cloudflare.purges.length === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    for (let count = -1; count !== cloudflare.purges.length; ) {
      count = cloudflare.purges.length;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const sent = purgesSince(what);
    const missing = tags.filter((tag) => !sent.includes(tag));
    if (missing.length) throw new Error(`${what}: the CDN purge sent ${purgesSeen - before} request(s) with ${JSON.stringify(sent)}, without ${JSON.stringify(missing)}`);
    say(`ok: ${what} purged the CDN by ${sent.length} tag(s) in ${purgesSeen - before} request(s): ${sent.join(' ')}`);
  };
  let log = '';
  let server;
  async function startSite() {
    server = spawn('node', ['--import', 'tsx', 'server/start.ts'], {
      cwd: root,
      env: { ...process.env, ...cdn, SITE_BUILD_DIR: siteBuildDir, PORT: sitePort, HOST: '127.0.0.1', CMS_URL: cmsUrl, CMS_WEBHOOK_SECRET: webhookSecret, PREVIEW_SECRET: previewSecret, DATA_DIR: dataDir, STORYBOOK: '0', LOG_REQUESTS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout.on('data', (chunk) => (log += chunk));
    server.stderr.on('data', (chunk) => (log += chunk));
    const started = Date.now();
    while (!(await fetch(`${site}/api/health`).then((response) => response.ok, () => false))) {
      if (server.exitCode !== null || Date.now() - started > 60_000) throw new Error(`the site did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  async function stopSite() {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  try {
    await startSite();

    // An editor of this throwaway Strapi (its first admin), and a token for its API.
    const password = `Ed1-${randomBytes(12).toString('base64url')}`;
    const admin = await json(`${cmsUrl}/admin/register-admin`, {
      method: 'POST',
      body: JSON.stringify({ firstname: 'Publish', lastname: 'Proof', email: 'publish-proof@lingo.example', password }),
    });
    const asAdmin = { authorization: `Bearer ${admin.data.token}` };
    const token = await json(`${cmsUrl}/admin/api-tokens`, {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({ name: 'publish proof', description: 'contract-strapi', type: 'full-access', lifespan: null }),
    });
    const asEditor = { authorization: `Bearer ${token.data.accessKey}` };
    const stamp = new Date().toISOString().slice(11, 19);
    const times = [];

    // 0. Scheduled (strapi-plugin-publisher, issue 66): a draft page set to go live two minutes from
    // now and to come down half a minute later; watched while the other steps run.
    const scheduled = await json(`${cmsUrl}/api/pages?locale=en&status=draft`, {
      method: 'POST',
      headers: asEditor,
      body: JSON.stringify({
        data: {
          path: '/scheduled-proof',
          title: 'Scheduled in Strapi | Lingo',
          description: 'A page the contract run schedules in Strapi: live at its minute, gone at the next.',
          sections: [{ __component: 'sections.text', heading: `Scheduled at ${stamp}`, body: 'Published and unpublished by the schedule an editor set.' }],
        },
      }),
    });
    const publishAt = Date.now() + 120_000;
    const unpublishAt = publishAt + 30_000;
    for (const [mode, at] of [['publish', publishAt], ['unpublish', unpublishAt]]) {
      await json(`${cmsUrl}/api/publisher/actions`, {
        method: 'POST',
        headers: asEditor,
        body: JSON.stringify({ data: { executeAt: new Date(at).toISOString(), mode, entityId: scheduled.data.documentId, entitySlug: 'api::page.page', locale: 'en' } }),
      });
    }
    say(`scheduled /scheduled-proof: live at ${new Date(publishAt).toISOString()}, down at ${new Date(unpublishAt).toISOString()}`);
    const schedule = (async () => {
      let liveAt = null;
      while (Date.now() < unpublishAt + 90_000) {
        const status = await fetch(`${site}/scheduled-proof`, { redirect: 'manual' }).then((response) => (response.body?.cancel(), response.status), () => 0);
        if (status === 200 && liveAt === null) liveAt = Date.now();
        if (status === 404 && liveAt !== null) return { liveAt, downAt: Date.now() };
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return { liveAt, downAt: null };
    })();

    // 1. A page: its sitemap lastmod moves, and no other page's does (issue 66).
    const lastmods = async () => Object.fromEntries([...(await (await fetch(`${site}/sitemap.xml`)).text()).matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>\n\s*<lastmod>([^<]+)<\/lastmod>/g)].map((match) => [match[1] || '/', match[2]]));
    const datedBefore = await lastmods();
    if (!datedBefore['/faq'] || !datedBefore['/']) throw new Error(`the sitemap has no lastmod for /faq or /: ${JSON.stringify(datedBefore).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [faq] = (await json(`${cmsUrl}/api/pages?filters[path][$eq]=/faq&locale=en&fields[0]=title`)).data;
    const title = `Lingo FAQ, published at ${stamp} | Lingo`;
    await json(`${cmsUrl}/api/pages/${faq.documentId}?locale=en`, { method: 'PUT', headers: asEditor, body: JSON.stringify({ data: { title } }) });
    times.push(await until('the page\'s new title on /faq', `${site}/faq`, (status, body) => status === 200 && body.includes(`<title>${title}</title>`)));
    const datedAfter = await lastmods();
    const moved = Object.keys(datedAfter).filter((path) => datedAfter[path] !== datedBefore[path]);
    if (moved.join() !== '/faq') throw new Error(`the sitemap's lastmod moved for ${moved.join(', ') || 'no page'}, not /faq alone`);
    say(`ok: /faq's lastmod moved (${datedBefore['/faq']} → ${datedAfter['/faq']}), and no other of the ${Object.keys(datedAfter).length} pages'`);
    await expectPurged('the page /faq', ['k:page@en:/faq', 'k:pages@en']);

    // 3. A new page.
    const heading = `Published without a build at ${stamp}`;
    const created = await json(`${cmsUrl}/api/pages?locale=en`, {
      method: 'POST',
      headers: asEditor,
      body: JSON.stringify({
        data: {
          path: '/live-proof',
          title: 'Published without a build | Lingo',
          description: 'A page the contract run publishes in Strapi and finds on the site a moment later.',
          sections: [{ __component: 'sections.text', heading, body: 'Written in Strapi, live on the site without a build.' }],
        },
      }),
    });
    times.push(await until('the new page /live-proof', `${site}/live-proof`, (status, body) => status === 200 && body.includes(heading)));
    await until('/live-proof in the sitemap', `${site}/sitemap.xml`, (status, body) => status === 200 && body.includes('/live-proof</loc>'));
    // Its SEO field: noindex takes it out of the search engines' lists, and back.
    const seo = (noindex) => json(`${cmsUrl}/api/pages/${created.data.documentId}?locale=en`, { method: 'PUT', headers: asEditor, body: JSON.stringify({ data: { noindex } }) });
    await seo(true);
    times.push(await until('/live-proof says noindex', `${site}/live-proof`, (status, body) => status === 200 && body.includes('<meta name="robots" content="noindex"/>')));
    await until('/live-proof out of the sitemap', `${site}/sitemap.xml`, (status, body) => status === 200 && !body.includes('/live-proof</loc>'));
    await seo(false);
    await until('/live-proof in the sitemap again', `${site}/sitemap.xml`, (status, body) => status === 200 && body.includes('/live-proof</loc>'));
    // Its path changed: the CMS makes the redirect from the old one (cms/src/site.js), which the
    // server and the edge Worker answer before any page.
    await json(`${cmsUrl}/api/pages/${created.data.documentId}?locale=en`, { method: 'PUT', headers: asEditor, body: JSON.stringify({ data: { path: '/live-proof-moved' } }) });
    times.push(await until('/live-proof 301 to /live-proof-moved', `${site}/live-proof?from=mail`, (status, body) => status === 301 && body === ''));
    const location = (await fetch(`${site}/live-proof?from=mail`, { redirect: 'manual' })).headers.get('location');
    if (location !== '/live-proof-moved?from=mail') throw new Error(`/live-proof redirects to ${location}`);
    await until('/live-proof-moved in the sitemap, /live-proof out', `${site}/sitemap.xml`, (status, body) => status === 200 && body.includes('/live-proof-moved</loc>') && !body.includes('/live-proof</loc>'));
    const { tsImport } = await import('tsx/esm/api');
    const { default: worker } = await tsImport('../edge/worker.ts', import.meta.url);
    const edge = await worker.fetch(new Request('https://www.example.com/live-proof'), { ASSETS: { fetch: async () => new Response('', { status: 404 }) }, ORIGIN: site });
    if (edge.status !== 301 || edge.headers.get('location') !== '/live-proof-moved') throw new Error(`the Worker answered /live-proof with ${edge.status} ${edge.headers.get('location')}`);
    say('ok: the edge Worker in front of the site answers /live-proof with 301 to /live-proof-moved');
    // A redirect back, which would loop with the one the move made: refused when saved, with why.
    const looping = await fetch(`${cmsUrl}/api/redirects`, { method: 'POST', headers: { ...asEditor, 'content-type': 'application/json' }, body: JSON.stringify({ data: { from: '/live-proof-moved', to: '/live-proof', language: 'en' } }) });
    const refusal = await looping.json();
    if (looping.status !== 400 || !refusal.error?.message?.includes('leads back to /live-proof-moved')) throw new Error(`a redirect in a loop was answered ${looping.status}: ${JSON.stringify(refusal).slice(0, 300)}`);
    say(`ok: a redirect in a loop is refused when saved (400: ${refusal.error.message})`);

    // 4. Unpublished, as the admin's "Unpublish" does it.
    await json(`${cmsUrl}/content-manager/collection-types/api::page.page/${created.data.documentId}/actions/unpublish?locale=en`, { method: 'POST', headers: asAdmin, body: '{}' });
    times.push(await until('/live-proof-moved unpublished: 404', `${site}/live-proof-moved`, (status) => status === 404));
    await until('/live-proof-moved out of the sitemap', `${site}/sitemap.xml`, (status, body) => status === 200 && !body.includes('/live-proof-moved</loc>'));

    // 5. A draft, previewed.
    const draftTitle = `Lingo FAQ, a draft of ${stamp} | Lingo`;
    await json(`${cmsUrl}/api/pages/${faq.documentId}?locale=en&status=draft`, { method: 'PUT', headers: asEditor, body: JSON.stringify({ data: { title: draftTitle } }) });
    const handler = await json(`${cmsUrl}/content-manager/preview/url/api::page.page?documentId=${faq.documentId}&locale=en&status=draft`, { headers: asAdmin });
    const previewUrl = handler.data.url;
    if (!previewUrl?.startsWith(`${site}/preview?token=`)) throw new Error(`the CMS's preview handler gave ${previewUrl}`);
    const previewed = await fetch(previewUrl);
    const previewedHtml = await previewed.text();
    if (previewed.status !== 200 || !previewedHtml.includes(`<title>${draftTitle}</title>`)) throw new Error(`the preview answered ${previewed.status} without the draft's title`);
    const policy = previewed.headers.get('content-security-policy') ?? '';
    if (!policy.includes(`frame-ancestors ${new URL(cmsUrl).origin}`) || previewed.headers.get('x-robots-tag') !== 'noindex, nofollow' || previewed.headers.get('cache-control') !== 'no-store') {
      throw new Error(`the preview's headers: ${JSON.stringify(Object.fromEntries(previewed.headers))}`);
    }
    say('ok: the preview URL from the CMS shows the draft (no-store, noindex, framed by the CMS alone)');
    // The admin may frame the site (cms/config/middlewares.js).
    const adminPolicy = (await fetch(`${cmsUrl}/admin`)).headers.get('content-security-policy') ?? '';
    if (!new RegExp(`frame-src [^;]*${site.replace(/[.]/g, '\\.')}`).test(adminPolicy)) throw new Error(`the admin's policy does not let it frame the site: ${adminPolicy}`);
    say(`ok: the admin's policy lets it frame the site (${/frame-src [^;]*/.exec(adminPolicy)[0]})`);
    const live = await (await fetch(`${site}/faq`)).text();
    if (live.includes(draftTitle)) throw new Error('the draft is on the live page');
    const untokened = await fetch(previewUrl.replace(/token=[^&]+/, ''));
    const forged = await fetch(previewUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
    if (untokened.status !== 401 || forged.status !== 401) throw new Error(`the preview without its token answered ${untokened.status}, with a forged one ${forged.status}`);
    say('ok: the live page does not show the draft; the preview without its token, or with a forged one, is refused (401)');

    // The schedule: live within a minute of its set time, and down within a minute of its own.
    const { liveAt, downAt } = await schedule;
    const late = (at, set) => ((at - set) / 1000).toFixed(1);
    if (liveAt === null || downAt === null || Math.abs(liveAt - publishAt) > LIMIT_MS || Math.abs(downAt - unpublishAt) > LIMIT_MS) {
      throw new Error(`the scheduled page went live ${liveAt === null ? 'never' : `${late(liveAt, publishAt)} s after its time`}, down ${downAt === null ? 'never' : `${late(downAt, unpublishAt)} s after its time`}`);
    }
    say(`ok: the scheduled page went live ${late(liveAt, publishAt)} s after its set minute and came down ${late(downAt, unpublishAt)} s after its own`);

    // What the steps since the page's purged: each by the page it changed, never every page (the
    // scheduler's own unpublish event once rendered and purged the whole site).
    const sinceFaq = purgesSince('the steps since /faq');
    if (sinceFaq.includes('site')) throw new Error(`a purge of every page since /faq: ${sinceFaq.join(' ')}`);
    say(`ok: the new page, its SEO field, its move, its unpublishing and the schedule purged by their pages (${sinceFaq.length} tags)`);

    // 2. A banner (after the schedule: a change every page of a locale shows renders all of them,
    // a batch the scheduled page's own would wait behind).
    const [banner] = (await json(`${cmsUrl}/api/banners?filters[slug][$eq]=app-banner-en&locale=en&fields[0]=bannerTitle`)).data;
    const bannerTitle = `Learn on the go, from ${stamp}`;
    await json(`${cmsUrl}/api/banners/${banner.documentId}?locale=en`, { method: 'PUT', headers: asEditor, body: JSON.stringify({ data: { bannerTitle } }) });
    times.push(await until('the banner\'s new title on /language-learning-app', `${site}/language-learning-app`, (status, body) => status === 200 && body.includes(bannerTitle), WHOLE_LOCALE_LIMIT_MS));
    await expectPurged('a banner', ['k:promotions@en']);

    // 2b. The header: every English page shows it, one tag purges them all.
    const [header] = (await json(`${cmsUrl}/api/headers?locale=en&populate[downloadAppButton]=true`)).data;
    const appButton = `Get the app (${stamp})`;
    await json(`${cmsUrl}/api/headers/${header.documentId}?locale=en`, { method: 'PUT', headers: asEditor, body: JSON.stringify({ data: { downloadAppButton: { key: header.downloadAppButton.key, value: appButton, isDisabled: false } } }) });
    times.push(await until('the header\'s new button on /faq', `${site}/faq`, (status, body) => status === 200 && body.includes(appButton), WHOLE_LOCALE_LIMIT_MS));
    await expectPurged('the English header', ['k:header@en']);

    // 6. Anyone else.
    const refused = await fetch(`${site}/webhooks/cms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ event: 'entry.publish', model: 'header', entry: { locale: 'en' } }) });
    if (refused.status !== 401) throw new Error(`a webhook without the secret answered ${refused.status}, not 401`);
    say('ok: a webhook without the secret is refused (401)');

    // 7. The CMS gone: the last good pages stay.
    stopCms();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const announced = await fetch(`${site}/webhooks/cms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${webhookSecret}` },
      body: JSON.stringify({ event: 'entry.publish', model: 'header', entry: { locale: 'en', publishedAt: new Date().toISOString() } }),
    });
    if (announced.status !== 202) throw new Error(`the webhook answered ${announced.status}, not 202`);
    const deadline = Date.now() + 20_000;
    while (!log.includes('[live] the CMS did not answer') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    if (!log.includes('[live] the CMS did not answer')) throw new Error(`the site did not say the CMS was down:\n${log}`);
    await until('/faq as it was while the CMS is down', `${site}/faq`, (status, body) => status === 200 && body.includes(`<title>${title}</title>`));

    // 8. A restart, with the CMS still down: the first answers are what was published.
    await stopSite();
    await startSite();
    const restarted = await fetch(`${site}/faq`);
    if (restarted.status !== 200 || !(await restarted.text()).includes(`<title>${title}</title>`)) throw new Error('after a restart, /faq is not what was published');
    const bannerPage = await (await fetch(`${site}/language-learning-app`)).text();
    if (!bannerPage.includes(bannerTitle)) throw new Error("after a restart, the banner's published title is gone");
    if ((await fetch(`${site}/live-proof-moved`)).status !== 404) throw new Error('after a restart, the unpublished /live-proof-moved is back');
    if ((await fetch(`${site}/live-proof`, { redirect: 'manual' })).status !== 301) throw new Error("after a restart, /live-proof's redirect is gone");
    say('ok: restarted, the site serves what was published from its first request (the page, the banner, the unpublished page gone, the redirect kept)');

    say(`publish to live: ${times.map((seconds) => `${seconds} s`).join(', ')} (page, new page, noindex, moved, unpublished, banner, header)`);
    say(log.split('\n').filter((line) => line.startsWith('[live]')).join('\n[publish-live] '));
    return true;
  } catch (error) {
    console.error(log.split('\n').slice(-30).join('\n'));
    throw error;
  } finally {
    if (server) await stopSite();
    await cloudflare.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
