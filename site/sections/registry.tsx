// One row per section kind: what it reads from the CMS at build time (`load`) and the component
// that draws it. A new section is a row here, its schema in domain/content/sections.ts, its
// Strapi component in cms/src/components/sections/ and its component in parts/.
import { Variant } from '../experiments/Variant.tsx';
import type { ReactNode } from 'react';
import type { Locale } from '../../domain/constants.ts';
import { sectionReviews } from '../../domain/content/review-order.ts';
import { footerAddresses, storeLinksOf } from '../../domain/content/footer.ts';
import type { Section, SectionKind, SectionOf } from '../../domain/content/sections.ts';
import { blogListing, blogListingPath, postText, type BlogCategory, type BlogListing } from '../../domain/content/blog.ts';
import type { BlogPost } from '../../domain/content/collections.ts';
import { localizePath } from '../../domain/i18n/index.ts';
import { NO_PAGE_QUERY, type PageQuery } from './page-query.ts';
import { matchable } from '../../domain/tutoring/match.ts';
import type { SiteContent } from '../platform/content/site-content.ts';
import { FormFirst, LeadsPage, type BandTone } from './layout.ts';
import { leadingSectionIndex, pageTaskOf } from '../../domain/promotions/page-task.ts';
import { AppShowcaseSection } from './parts/AppShowcase.tsx';
import { BlogCardsSection, type BlogCard, type BlogCardsData } from './parts/BlogCards.tsx';
import { BLOG_COPY } from './copy.ts';
import { ContactSection } from './parts/Contact.tsx';
import { CtaBandSection } from './parts/CtaBand.tsx';
import { WordSearchSection } from './parts/WordSearch.tsx';
import { wordSearchData } from '../words/WordSearchSection.tsx';
import { FaqSection, type FaqData } from './parts/Faq.tsx';
import { searchFaqs } from '../../domain/content/faq-search.ts';
import { FeaturesSection } from './parts/Features.tsx';
import { HeroSection } from './parts/Hero.tsx';
import { LevelsSection } from './parts/Levels.tsx';
import { LevelTestSection } from './parts/LevelTest.tsx';
import { TryLessonSection } from './parts/TryLesson.tsx';
import { OnboardingSection } from './parts/Onboarding.tsx';
import { TutorOnboardingSection } from './parts/TutorOnboarding.tsx';
import { PlansSection } from './parts/Plans.tsx';
import { PressSection } from './parts/Press.tsx';
import { ReviewsSection } from './parts/Reviews.tsx';
import { ScheduleSection, type ScheduleData } from './parts/Schedule.tsx';
import { StatsSection } from './parts/Stats.tsx';
import { StepsSection } from './parts/Steps.tsx';
import { TextSection } from './parts/Text.tsx';
import { priceBandViews, TutorsSection, tutorsDirectory, type TutorsData } from './parts/Tutors.tsx';

export interface LoadContext {
  locale: Locale;
  content: SiteContent;
  /** What the page's URL asks of the lists on it (the tutors' directory, the help center's search); none at build. */
  query?: PageQuery;
  /** The page's own path, as its locale writes it. */
  path?: string;
}

export interface SectionProps<K extends SectionKind, D> {
  section: SectionOf<K>;
  data: D;
  locale: Locale;
  tone: BandTone;
}

interface Row<K extends SectionKind, D> {
  load: (section: SectionOf<K>, context: LoadContext) => Promise<D>;
  render: (props: SectionProps<K, D>) => ReactNode;
}

const noData = async () => null;

/** A row, typed by its kind: its loader's result is what its component takes. */
const row = <K extends SectionKind, D>(_kind: K, definition: Row<K, D>): Row<K, D> => definition;

const ROWS = {
  hero: row('hero', { load: noData, render: ({ section }) => <HeroSection section={section} /> }),
  features: row('features', { load: noData, render: (props) => <FeaturesSection {...props} /> }),
  steps: row('steps', { load: noData, render: (props) => <StepsSection {...props} /> }),
  stats: row('stats', { load: noData, render: (props) => <StatsSection {...props} /> }),
  text: row('text', { load: noData, render: (props) => <TextSection {...props} /> }),
  'cta-band': row('cta-band', { load: noData, render: ({ section }) => <CtaBandSection section={section} /> }),
  plans: row('plans', { load: (_, { locale, content }) => content.plans(locale), render: (props) => <PlansSection {...props} /> }),
  faq: row('faq', {
    load: async (section, { locale, content, query = NO_PAGE_QUERY, path = '/' }): Promise<FaqData> => {
      const faqs = (await content.list('faqs', locale)).filter((faq) => !section.topic || faq.topic === section.topic);
      // Every topic, no limit: the whole FAQ, which a visitor browses by topic and searches.
      if (!section.topic && !section.limit) return { faqs, center: { query: query.faq, found: query.faq ? searchFaqs(faqs, query.faq) : null, path } };
      return { faqs: section.limit ? faqs.slice(0, section.limit) : faqs, center: null };
    },
    render: (props) => <FaqSection {...props} />,
  }),
  'level-test': row('level-test', { load: (_, { locale, content }) => content.list('level-test-questions', locale), render: (props) => <LevelTestSection {...props} /> }),
  'try-lesson': row('try-lesson', { load: async () => null, render: (props) => <TryLessonSection {...props} /> }),
  onboarding: row('onboarding', {
    load: async (_, { locale, content }) => {
      const [questions, plans, footer] = await Promise.all([content.list('funnel-questions', locale), content.plans(locale), content.footer(locale)]);
      return { questions: questions.filter((question) => question.funnel === 'onboarding'), plans, storeLinks: storeLinksOf(footer) };
    },
    render: (props) => <OnboardingSection {...props} />,
  }),
  'tutor-onboarding': row('tutor-onboarding', {
    load: async (_, { locale, content }) => {
      const [questions, tutors] = await Promise.all([content.list('funnel-questions', locale), content.tutors(locale)]);
      return { questions: questions.filter((question) => question.funnel === 'tutoring'), tutors: tutors.map(matchable) };
    },
    render: (props) => <TutorOnboardingSection {...props} />,
  }),
  levels: row('levels', { load: (_, { locale, content }) => content.list('levels', locale), render: (props) => <LevelsSection {...props} /> }),
  schedule: row('schedule', {
    load: async (section, { locale, content, path = '/' }): Promise<ScheduleData> => {
      const [sessions, plans] = await Promise.all([content.list('class-sessions', locale), content.plans(locale)]);
      return {
        sessions: sessions.filter((session) => session.kind === section.sessionKind && (!section.level || session.level === section.level)),
        plusPrices: plans.find((plan) => plan.slug === 'plus')?.prices ?? null,
        page: path,
      };
    },
    render: (props) => <ScheduleSection {...props} />,
  }),
  tutors: row('tutors', {
    load: async (section, { locale, content, query = NO_PAGE_QUERY, path = '/' }): Promise<TutorsData> => {
      const roster = (await content.tutors(locale)).filter((tutor) => !section.specialty || tutor.specialties.includes(section.specialty));
      // With filters, the whole roster as the page's URL asks for it, a page at a time; else the first few.
      if (!section.showFilters) return { tutors: roster.slice(0, section.limit ?? 8), directory: null };
      return tutorsDirectory(roster, query.directory, { key: section.key, path, bands: priceBandViews(await content.hourlyRates()) });
    },
    render: (props) => <TutorsSection {...props} />,
  }),
  reviews: row('reviews', {
    load: async (section, { locale, content }) => {
      const { pages, otherLanguages } = sectionReviews(await content.reviews(), { locale, product: section.product ?? null, onlyProduct: section.onlyProduct === true });
      // A section of ten (no "More reviews") shows the page's language alone: the reviews page has the rest.
      return section.showMore ? { pages, otherLanguages } : { pages: pages.slice(0, 1), otherLanguages: [] };
    },
    render: (props) => <ReviewsSection {...props} />,
  }),
  'blog-cards': row('blog-cards', {
    load: async (section, { locale, content }): Promise<BlogCardsData> => {
      const posts = await content.list('blog-posts', locale);
      // No limit: the blog's index, its first page (the later ones and the topics' are pages of their own, routes/page-kinds.ts).
      if (!section.limit) return blogIndex(posts, { topic: null, page: 1 }, locale) ?? { cards: [], listing: null };
      return { cards: posts.slice(0, section.limit).map((post) => postCard(post, locale)), listing: null };
    },
    render: (props) => <BlogCardsSection {...props} />,
  }),
  contact: row('contact', {
    load: async (_, { locale, content }) => ({ addresses: footerAddresses(await content.footer(locale)) }),
    render: (props) => <ContactSection {...props} />,
  }),
  press: row('press', {
    load: async (section, { locale, content }) => (await content.list('mentions', locale)).filter((mention) => mention.kind === section.mentionKind),
    render: (props) => <PressSection {...props} />,
  }),
  'app-showcase': row('app-showcase', {
    load: async (section, { locale, content }) => {
      const [footer, plans] = await Promise.all([content.footer(locale), section.showOffer ? content.plans(locale) : []]);
      return { storeLinks: storeLinksOf(footer), offered: plans.find((plan) => plan.offer) ?? null };
    },
    render: (props) => <AppShowcaseSection {...props} />,
  }),
  'word-search': row('word-search', { load: async (section, { locale }) => wordSearchData(section.tool, locale), render: (props) => <WordSearchSection {...props} /> }),
} satisfies Record<SectionKind, unknown>;

/** A post as a card: the blog's index and a post's "Keep reading". */
export const postCard = (post: BlogPost, locale: Locale): BlogCard => ({
  href: localizePath(`/blog/${post.slug}`, locale),
  title: post.title,
  excerpt: post.excerpt,
  category: BLOG_COPY[locale].categories[post.category],
  publishedOn: post.publishedOn,
  readingMinutes: postText(post.body).readingMinutes,
  cover: post.cover ?? null,
});

/** A page of the blog's index: its cards, its topics and its pages as links; null past its last page. */
export function blogIndex(posts: readonly BlogPost[], listing: BlogListing, locale: Locale): BlogCardsData | null {
  const found = blogListing(posts, listing);
  if (!found) return null;
  const words = BLOG_COPY[locale];
  const all = found.topics.reduce((sum, { count }) => sum + count, 0);
  const link = (topic: BlogCategory | null, page = 1) => localizePath(blogListingPath({ topic, page }), locale);
  return {
    cards: found.posts.map((post) => postCard(post, locale)),
    listing: {
      topics: [
        { label: words.listing.allPosts, href: link(null), count: all, current: listing.topic === null },
        ...found.topics.map(({ topic, count }) => ({ label: words.categories[topic], href: link(topic), count, current: listing.topic === topic })),
      ],
      pages: Array.from({ length: found.pages }, (_, index) => ({ href: link(listing.topic, index + 1), current: index + 1 === listing.page })),
      lead: listing.topic ? words.topicLeads[listing.topic] : null,
    },
  };
}

/** A section with what it read from the CMS: what the route's loader hands to the page. */
export type LoadedSection = { [K in SectionKind]: { section: SectionOf<K>; data: unknown; when?: string | undefined } }[SectionKind];

export function loadSections(sections: readonly Section[], context: LoadContext): Promise<LoadedSection[]> {
  return Promise.all(sections.map(async (section) => ({ section, data: await (ROWS[section.kind] as Row<SectionKind, unknown>).load(section as never, context) }) as LoadedSection));
}

/** The page's sections in order; the bands alternate plain and muted, the hero and the call-to-action band keep their own. */
export function Sections({ sections, locale }: { sections: readonly LoadedSection[]; locale: Locale }) {
  let banded = 0;
  let place = -1;
  const shown = sections.map((loaded) => loaded.section);
  const formFirst = pageTaskOf(shown) === 'form';
  const leading = leadingSectionIndex(shown);
  return (
    <>
      {sections.map(({ section, data, when }, index) => {
        const own = section.kind === 'hero' || section.kind === 'cta-band';
        // The variants of one place take turns: a variant after the control keeps the control's band.
        const variantOfPrevious = when !== undefined && index > 0 && sections[index - 1]!.when !== undefined && sections[index - 1]!.section.kind === section.kind;
        if (!variantOfPrevious) place++;
        const tone: BandTone = own ? 'plain' : (variantOfPrevious ? banded - 1 : banded++) % 2 === 0 ? 'muted' : 'plain';
        const definition = ROWS[section.kind] as Row<SectionKind, unknown>;
        const rendered = definition.render({ section: section as never, data, locale, tone });
        // A page without a hero: its first section's heading is the page's h1.
        return (
          <LeadsPage.Provider key={section.key} value={place === 0 && section.kind !== 'hero'}>
            <FormFirst.Provider value={!formFirst ? null : section.kind === 'hero' ? 'hero' : index === leading ? 'form' : null}>
              <Variant when={when}>{rendered}</Variant>
            </FormFirst.Provider>
          </LeadsPage.Provider>
        );
      })}
    </>
  );
}
