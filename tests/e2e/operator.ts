/** The operator who reads the analytics report in tests/e2e/field-speed.spec.ts (playwright.config.ts creates the account, with ACCOUNT_PASSWORD). */
export const E2E_OPERATOR = 'ana.analyst@example.com';
