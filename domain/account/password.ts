/** The accounts library's bounds for a password (better-auth's minPasswordLength and maxPasswordLength). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
