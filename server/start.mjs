#!/usr/bin/env node
// `npm start`: for now the site is its design system, so this builds Storybook and serves it.
// The prerendered site takes this entry over in a later issue.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import sirv from 'sirv';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const build = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const serve = sirv('storybook-static', { etag: true, gzip: false });
createServer((request, response) =>
  serve(request, response, () => {
    response.statusCode = 404;
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.end(`Not found: ${request.url}`);
  }),
).listen(port, host, () => {
  console.log(`Storybook (design system) at http://${host}:${port}/`);
});
