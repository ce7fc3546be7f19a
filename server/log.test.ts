import { Hono } from 'hono';
import { clientAddressMiddleware } from './client-address.ts';
import { linesInBatches, LOG_TARGET_MAX, logMessage, logTarget, redactEmails, redactProcessOutput, requestLog } from './log.ts';

describe('the log never holds an e-mail address', () => {
  it.each([
    ['duplicate key (email)=(maria.g+news@example.co.uk) already exists', 'duplicate key (email)=([email]) already exists'],
    ['/v1/subscribe?email=ana@example.com&page=/faq', '[email]&page=/faq'],
    ['"user":"O\'Neil@example.org"', '"user":"[email]"'],
    ['no address here, only @handles like @hono/node-server', 'no address here, only @handles like @hono/node-server'],
    ['even a@b', 'even [email]'],
    ['nodot@localhost and john(comment)@example.com', '[email] and [email]'],
    ['first&x@example.com, dept/x@example.com, x=y@example.com', '[email], [email], [email]'],
    ['ideo.stop@example。com', '[email]'],
    ['Key (email)=(" "@example.com) already exists', 'Key (email)=([email]) already exists'],
    ['params: ["\\"john..doe\\"@example.com",1]', 'params: [[email]",1]'],
    ['quoted "a@b"@example.com and "x y"@example.org here', 'quoted [email] and [email] here'],
    ['to user@[192.0.2.1] now', 'to [email] now'],
    ['UPPER.Case+tag@Example.COM', '[email]'],
  ])('%s', (text, logged) => expect(redactEmails(text)).toBe(logged));

  it('leaves text it redacted before as it is (the request log passes through again on its way out)', () => {
    for (const line of ['GET /faq?email=[email]&x=1 200 0.4ms 127.0.0.1', 'GET /cms/api/banners?filters[title][$eq]=[email] 400 1.0ms ::1']) {
      expect(redactEmails(line)).toBe(line);
    }
  });

  it('logs an error by its message, without the stack', () => {
    const error = new Error('insert failed for learner@example.com\nsecond line');
    expect(logMessage(error)).toBe('insert failed for [email]\\x0asecond line');
    // C1 controls (U+0085 breaks a line, U+009B starts a terminal escape) and direction overrides too.
    expect(logMessage(new Error('a\u0085b\u009b2Jc\u202ed'))).toBe('a\\x85b\\x9b2Jc\\u202ed');
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

describe('a request as the log writes it', () => {
  it.each([
    ['/faq?email=ana%40example.com&x=1', '/faq?email=[email]&x=1'],
    ['/es/faq?nombre=Jos%E9&email=jose.latin1%40example.com', '/es/faq?nombre=Jos%E9&email=[email]'],
    ['/faq?x=%zz&email=malformed.one%40example.com', '/faq?x=%zz&email=[email]'],
    ['/faq?email=double.enc%2540example.com&e=triple%252540example.com', '/faq?email=[email]&e=[email]'],
    ['/faq?email=bad%ED%A0%80%40example.com', '/faq?email=[email]'],
    ['/u/ana%40example.com/profile', '/u/[email]/profile'],
    ['/faq%0aPOST%20/api/auth/sign-in/email%20200%0d%1b[31mRED', '/faq\\x0aPOST /api/auth/sign-in/email 200\\x0d\\x1b[31mRED'],
    ['/faq?q=x%0aGET%20/forged%00', '/faq?q=x\\x0aGET /forged\\x00'],
    ['/blog?q=caf%C3%A9+au+lait', '/blog?q=café au lait'],
    // The preview's token (issue 41): before, the whole token was logged and could be replayed.
    ['/preview?token=eyJhbGciOi.payload.sig&x=1', '/preview?token=[secret]&x=1'],
    ['/preview?TOKEN=abc&t%6Fken=def', '/preview?TOKEN=[secret]&token=[secret]'],
    ['/blog/first-lesson_with-a.tutor~1', '/blog/first-lesson_with-a.tutor~1'],
  ])('%s → %s', (target, logged) => {
    expect(logTarget(new URL(target, 'http://site.example'))).toBe(logged);
    // As the request log passes it: the path and query as sent, a plain one returned at once.
    expect(logTarget(new URL(target, 'http://site.example').pathname + new URL(target, 'http://site.example').search)).toBe(logged);
  });
});

describe('a request cannot stall the log (issue 59)', () => {
  // Shapes that made the old patterns quadratic: 64 KiB of each cost 2-18 s a line before (0.44 s
  // at 15,500 characters); linear, they take milliseconds. The timeout is the check, with a margin
  // of 100 times, not a measurement.
  const KIB_64 = 64 * 1024;
  const shapes = {
    'one long word': 'a'.repeat(KIB_64),
    'at signs only': '@'.repeat(KIB_64),
    'a@ repeated': 'a@'.repeat(KIB_64 / 2),
    '.@ repeated': '.@'.repeat(KIB_64 / 2),
    'a= repeated': 'a='.repeat(KIB_64 / 2),
    'quotes': '"a'.repeat(KIB_64 / 2),
    'quoted, escaped': '\\"a@'.repeat(KIB_64 / 4),
    'brackets after @': '@['.repeat(KIB_64 / 2),
  };
  it.each(Object.entries(shapes))('redacts %s (64 KiB) in linear time', (_, text) => {
    expect(redactEmails(text).length).toBeGreaterThan(0);
    expect(logTarget(new URL(`http://localhost/faq?q=${encodeURIComponent(text)}`)).length).toBeLessThanOrEqual(LOG_TARGET_MAX + 40);
  }, 1_000);

  it('cuts a long URL to LOG_TARGET_MAX characters and says how much it left out', () => {
    const target = logTarget(new URL(`http://localhost/faq?q=${'b'.repeat(5_000)}`));
    expect(target).toBe(`/faq?q=${'b'.repeat(LOG_TARGET_MAX - 7)}…[2959 more characters]`);
  });
});

describe('the process output', () => {
  it('is redacted whoever writes to it', () => {
    const written: string[] = [];
    const stream = { write: (chunk: unknown) => (written.push(String(chunk)), true) } as unknown as NodeJS.WriteStream;
    redactProcessOutput([stream]);
    stream.write('[Better Auth]: Content-Type "text/plain; victim.person@example.com" is not allowed\n');
    stream.write(Buffer.from('"a b"@example.org\n'));
    expect(written).toEqual(['[Better Auth]: Content-Type "text/plain; [email]" is not allowed\n', '[email]\n']);
  });
});

describe('the request log’s writes', () => {
  it('gathers the lines of one turn of the event loop into one write, in order, and writes the next turn’s apart', async () => {
    const writes: string[] = [];
    const line = linesInBatches((text) => writes.push(text));
    line('GET / 200 0.4ms 127.0.0.1');
    line('GET /faq 200 0.3ms 127.0.0.1');
    expect(writes).toEqual([]);
    await new Promise((turn) => setImmediate(turn));
    expect(writes).toEqual(['GET / 200 0.4ms 127.0.0.1\nGET /faq 200 0.3ms 127.0.0.1']);
    line('GET /uk 200 0.5ms 127.0.0.1');
    await new Promise((turn) => setImmediate(turn));
    expect(writes).toEqual(['GET / 200 0.4ms 127.0.0.1\nGET /faq 200 0.3ms 127.0.0.1', 'GET /uk 200 0.5ms 127.0.0.1']);
  });
});
