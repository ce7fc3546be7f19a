// First-party identifiers (the lingo_vid cookie) whose variant of the header's business-link
// experiment (content/experiments.json) is known (domain/experiments/assignment.test.ts holds them to
// it): a test or a measurement that needs one variant sends one of these.
import { assignedVariant } from '../domain/experiments/assignment.ts';
import { BUSINESS_LINK_EXPERIMENT, SEEDED_EXPERIMENTS } from '../server/test-site.ts';

export { BUSINESS_LINK_EXPERIMENT, BUSINESS_LINK_DATA } from '../server/test-site.ts';

/** The variant the header shows a visitor with this identifier (anywhere, now). */
export const businessLinkVariantOf = (visitorId: string) => assignedVariant(BUSINESS_LINK_EXPERIMENT, { visitorId, country: null, now: Date.now() });

export const VISITOR_OF_VARIANT = {
  'for-business': 'DDDDDDDDDDDDDDDDDDDDDD',
  'corporate-english': 'AAAAAAAAAAAAAAAAAAAAAA',
} as const;

export const visitorCookieOf = (variant: keyof typeof VISITOR_OF_VARIANT) => `lingo_vid=${VISITOR_OF_VARIANT[variant]}`;

/**
 * The first identifier of the form "<letter × 22>" (then "<two letters>…") that a seeded
 * experiment assigns to `variant`: found the same way on every run, for a test that needs one.
 */
export function visitorAssigned(experimentKey: string, variant: string): string {
  const experiment = SEEDED_EXPERIMENTS.find((candidate) => candidate.key === experimentKey)!;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  for (const first of letters)
    for (const second of letters) {
      const id = `${first}${second.repeat(21)}`;
      if (assignedVariant(experiment, { visitorId: id, country: 'US', now: Date.now() }) === variant) return id;
    }
  throw new Error(`no identifier found for ${experimentKey}:${variant}`);
}
