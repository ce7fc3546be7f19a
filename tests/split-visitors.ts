// First-party identifiers (the lingo_vid cookie) whose variant of the header's split test is
// known (domain/visitor/split-flag.ts assignedVariant; domain/visitor/visitor.test.ts holds them to
// it): a test or a measurement that needs one variant sends one of these.
export const VISITOR_OF_VARIANT = {
  'for-business': 'DDDDDDDDDDDDDDDDDDDDDD',
  'corporate-english': 'AAAAAAAAAAAAAAAAAAAAAA',
} as const;

export const visitorCookieOf = (variant: keyof typeof VISITOR_OF_VARIANT) => `lingo_vid=${VISITOR_OF_VARIANT[variant]}`;
