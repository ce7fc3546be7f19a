// Google Tag Manager: off by default, on by GTM_ID, and the policy that lets it in.
import { tagManagerFromEnv, withTagManagerMeta, withTagManagerPolicy } from './tag-manager.ts';

describe('GTM_ID', () => {
  it('is off unless set, a container id when set, and refused when it is not one', () => {
    expect(tagManagerFromEnv({})).toBeUndefined();
    expect(tagManagerFromEnv({ GTM_ID: ' ' })).toBeUndefined();
    expect(tagManagerFromEnv({ GTM_ID: 'GTM-AB12CD3' })).toBe('GTM-AB12CD3');
    for (const id of ['UA-1234', 'GTM-', 'GTM-ab12cd3', 'GTM-AB12"><script>']) expect(() => tagManagerFromEnv({ GTM_ID: id })).toThrow(/GTM_ID must be a container id/);
  });
});

describe('a page with the tag manager', () => {
  it('names the container in a <meta> for the client entry', () => {
    expect(withTagManagerMeta('<html><head><title>x</title></head></html>', 'GTM-AB12CD3')).toBe('<html><head><title>x</title><meta name="gtm-id" content="GTM-AB12CD3"></head></html>');
  });

  it("lets gtm.js in by the response's nonce and Google's hosts, and keeps the rest of the page's policy", () => {
    // As server/security.ts pagePolicy writes it (server/app.test.ts checks it on a served page).
    const policy =
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=' 'nonce-n0nce'; style-src-attr 'none'; img-src 'self' data:; media-src 'self'; connect-src 'self'; font-src 'self'; object-src 'none'";
    const widened = withTagManagerPolicy(policy, 'n0nce');
    const directive = (name: string) => widened.split('; ').find((entry) => entry.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc=' 'nonce-n0nce' https://www.googletagmanager.com");
    expect(directive('img-src')).toBe("img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com");
    expect(directive('connect-src')).toBe("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com");
    expect(widened.replace(/ 'nonce-n0nce' https:\/\/www\.googletagmanager\.com|( https:\/\/\*\.[\w.*-]+)+/g, '')).toBe(policy);
  });

  it('fails loudly on a policy without the directives it extends', () => {
    expect(() => withTagManagerPolicy("default-src 'none'", 'n')).toThrow('The page policy has no script-src to add Google Tag Manager to.');
  });
});
