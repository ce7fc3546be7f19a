import { subscriptionPayload } from '../../domain/subscription/request.ts';
import { sendSubscription } from './send.ts';

const payload = subscriptionPayload({ email: 'learner@example.com', locale: 'pt', timeZone: 'America/Sao_Paulo', page: '/pt/blog' });

describe('the subscription request', () => {
  it('is the spec §3 payload with the §9 ids and constants', () => {
    expect(payload).toEqual({
      formType: 'popup_organic_email',
      groups: ['popup_organic_email'],
      contact: {
        languageCode: 'pt',
        timeZone: 'America/Sao_Paulo',
        channels: [{ type: 'email', value: 'learner@example.com' }],
        fields: [{ id: 249_969, value: '/pt/blog' }],
      },
    });
  });

  it('succeeds only on data.message "OK"', async () => {
    const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
    const okFetch = answer({ data: { message: 'OK' } });
    expect(await sendSubscription(payload, okFetch)).toEqual({ ok: true, data: { message: 'OK' } });
    expect(okFetch).toHaveBeenCalledWith('/api/subscriptions', expect.objectContaining({ method: 'POST', body: JSON.stringify(payload) }));
    expect(await sendSubscription(payload, answer({ data: { message: 'Pending' } }))).toEqual({ ok: false, reason: 'HTTP 200', network: false, status: 200 });
    expect(await sendSubscription(payload, answer({ error: 'Too many subscriptions' }, 429))).toEqual({ ok: false, reason: 'Too many subscriptions', network: false, status: 429 });
    expect(await sendSubscription(payload, vi.fn(async () => new Response('<html>', { status: 502 })))).toEqual({ ok: false, reason: 'HTTP 502', network: false, status: 502 });
  });

  it('calls a request that never reached a server the "Network Error" (no toast, §8)', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendSubscription(payload, offline)).toEqual({ ok: false, reason: 'Network Error', network: true });
  });
});
