// A plain static file server (sirv, precompressed files beside the pages) for `npm run bench:serve`,
// in a process of its own, as the server it is compared with runs in its own: in the benchmark's
// process it shared one thread with autocannon, which favoured the server.
import { createServer } from 'node:http';
import sirv from 'sirv';

const [dir, port] = process.argv.slice(2);
const serve = sirv(dir, { etag: true, brotli: true, gzip: false, dev: false });
createServer((request, response) => serve(request, response, () => ((response.statusCode = 404), response.end()))).listen(Number(port), '127.0.0.1');
