const { previewUrl } = require('../src/site');

module.exports = ({ env }) => ({
  // The Content Manager's Preview: the site renders the draft in place (src/site.js, SITE_URL and PREVIEW_SECRET).
  preview: {
    enabled: Boolean(env('SITE_URL') && env('PREVIEW_SECRET')),
    config: {
      allowedOrigins: env('SITE_URL') ? [new URL(env('SITE_URL')).origin] : [],
      handler: (uid, { documentId, locale, status }) => previewUrl(uid, { documentId, locale, status }),
    },
  },
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  flags: {
    nps: env.bool('FLAG_NPS', true),
    promoteEE: env.bool('FLAG_PROMOTE_EE', true),
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
});
