/** The learner whose password tests/e2e/password-reset.spec.ts resets (playwright.config.ts creates the account). */
export const RESET_LEARNER = 'rosa.reset@example.com';
