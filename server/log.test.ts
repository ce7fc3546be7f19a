// @vitest-environment node
import { Hono } from 'hono';
import { clientAddressMiddleware } from './client-address.ts';
import { logMessage, redactEmails, requestLog } from './log.ts';

describe('the log never holds an e-mail address', () => {
  it.each([
    ['duplicate key (email)=(maria.g+news@example.co.uk) already exists', 'duplicate key (email)=([email]) already exists'],
    ['/v1/subscribe?email=ana@example.com&page=/faq', '/v1/subscribe?email=[email]&page=/faq'],
    ['"user":"O\'Neil@example.org"', '"user":"[email]"'],
    ['no address here, only @handles and a@b', 'no address here, only @handles and a@b'],
    ['Key (email)=(" "@example.com) already exists', 'Key (email)=([email]) already exists'],
    ['params: ["\\"john..doe\\"@example.com",1]', 'params: [[email]",1]'],
    ['quoted "a@b"@example.com and "x y"@example.org here', 'quoted [email] and [email] here'],
    ['to user@[192.0.2.1] now', 'to [email] now'],
    ['UPPER.Case+tag@Example.COM', '[email]'],
  ])('%s', (text, logged) => expect(redactEmails(text)).toBe(logged));

  it('logs an error by its message, without the stack', () => {
    const error = new Error('insert failed for learner@example.com');
    expect(logMessage(error)).toBe('insert failed for [email]');
  });

  it('writes one line per request, the query string redacted (also when percent-encoded)', async () => {
    const lines: string[] = [];
    const app = new Hono()
      .use(clientAddressMiddleware({ kind: 'hops', hops: 1 }))
      .use(requestLog((line) => lines.push(line)))
      .get('/faq', (c) => c.text('ok'));
    await app.request('/faq?email=ana%40example.com&x=1', { headers: { 'x-forwarded-for': '9.9.9.9, 198.51.100.4' } }, { incoming: { socket: { remoteAddress: '10.0.0.2' } } });
    await app.request('/nowhere');
    expect(lines[0]).toMatch(/^GET \/faq\?email=\[email\]&x=1 200 \d+\.\dms 198\.51\.100\.4$/);
    expect(lines[1]).toMatch(/^GET \/nowhere 404 /);
  });
});
