/** The e2e server's PREVIEW_SECRET (playwright.config.ts), with which preview.spec.ts signs its links. */
export const E2E_PREVIEW_SECRET = 'an-e2e-preview-secret-of-at-least-32-characters';
