// The admin frames the site's preview (config/admin.js): its policy allows the site's origin as a frame.
module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: { 'frame-src': ["'self'", ...(env('SITE_URL') ? [new URL(env('SITE_URL')).origin] : [])] },
      },
    },
  },
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
