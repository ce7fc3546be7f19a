const allowedMediaTypes = [
  'image/*',
  'video/*',
  'audio/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.*',
  'text/plain',
  'text/csv',
];

const deniedTypes = [
  'image/svg+xml',
  'application/vnd.microsoft.portable-executable',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-sh',
  'text/x-shellscript',
  'application/x-mach-binary',
];

/**
 * What an editor may schedule to publish or unpublish at a set minute (strapi-plugin-publisher: its
 * "Publisher" panel beside the entry; docs/content.md "Scheduling"). Its actions are entries, run at
 * their time by Strapi's cron (server.js) and, after a restart, at once if their time has passed.
 */
const SCHEDULED = ['page', 'blog-post', 'banner', 'popup', 'timer-cta', 'campaign', 'experiment', 'redirect'].map((name) => `api::${name}.${name}`);

module.exports = () => ({
  publisher: {
    enabled: true,
    config: {
      contentTypes: SCHEDULED,
      components: { dateTimePicker: { step: 5 } },
    },
  },
  'users-permissions': {
    config: {
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
      },
    },
  },
  upload: {
    config: {
      security: {
        allowedTypes: allowedMediaTypes,
        deniedTypes,
      },
    },
  },
});
