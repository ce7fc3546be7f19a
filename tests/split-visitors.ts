// The header's business-link experiment as the seed holds it (content/experiments.json), and
// first-party identifiers (the lingo_vid cookie) whose variant of it is known
// (domain/experiments/assignment.test.ts holds them to it): a test or a measurement that needs one
// variant sends one of these.
import seeded from '../content/experiments.json' with { type: 'json' };
import { assignedVariant, experimentsMetaTag } from '../domain/experiments/assignment.ts';
import { ExperimentSchema, experimentsOnPage, type Experiment } from '../domain/experiments/experiments.ts';
import * as v from 'valibot';

const record = seeded.find((experiment) => experiment.key === 'header_business_link')!;
/** The seeded experiment, validated as the site reads it. */
export const BUSINESS_LINK_EXPERIMENT: Experiment = v.parse(ExperimentSchema, { id: 1, documentId: 'header_business_link', ...record });

/** Its <meta> as a page that runs it carries it (site/root.tsx). */
export const BUSINESS_LINK_META = experimentsMetaTag(experimentsOnPage([BUSINESS_LINK_EXPERIMENT], { locale: 'en', url: '/', now: 0 }));

/** The variant the header shows a visitor with this identifier (anywhere, now). */
export const businessLinkVariantOf = (visitorId: string) => assignedVariant(BUSINESS_LINK_EXPERIMENT, { visitorId, country: null, now: Date.now() });

export const VISITOR_OF_VARIANT = {
  'for-business': 'DDDDDDDDDDDDDDDDDDDDDD',
  'corporate-english': 'AAAAAAAAAAAAAAAAAAAAAA',
} as const;

export const visitorCookieOf = (variant: keyof typeof VISITOR_OF_VARIANT) => `lingo_vid=${VISITOR_OF_VARIANT[variant]}`;
