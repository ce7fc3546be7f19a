import { Button, Link, TextField } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { Faq } from '../../../domain/content/collections.ts';
import { FAQ_QUERY_MAX_LENGTH, FAQ_SEARCH_ANCHOR, FAQ_SEARCH_MARK, FAQ_SEARCH_PARAM, faqAnchor, faqsByTopic, faqTopicAnchor } from '../../../domain/content/faq-search.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { paragraphsOf } from '../../../domain/content/sections.ts';
import HELP_COPY from '../../../domain/i18n/compiled/help.ts';
import { localizePath } from '../../../domain/i18n/index.ts';
import { SECTION_COPY } from '../copy.ts';
import { ChipLink, ChipNav, Empty, SearchForm, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

/** Where a visitor whom no answer helped writes to a person. */
export const CONTACT_PATH = '/contact-us';

const List = styled('div', { display: 'grid', gap: '$3' });
// A native disclosure: it opens with a tap, Enter or Space, with JavaScript or without.
const Item = styled('details', {
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $colors$divider',
  '&[open] > summary::after': { transform: 'rotate(225deg)', marginBlockStart: 6 },
});
const Question = styled('summary', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$4',
  alignItems: 'center',
  padding: '$5',
  cursor: 'pointer',
  textPreset: 18,
  fontWeight: '$bold',
  listStyle: 'none',
  borderRadius: '$lg',
  '&::-webkit-details-marker': { display: 'none' },
  '&::after': {
    content: '""',
    inlineSize: 12,
    blockSize: 12,
    borderInlineEnd: '2.5px solid currentColor',
    borderBlockEnd: '2.5px solid currentColor',
    transform: 'rotate(45deg)',
    marginBlockStart: -6,
    transition: 'transform $fast',
  },
  '&:focus-visible': { focusRing: true },
});
// The answer holds its anchor: a link to it opens its disclosure (the browser reveals a target
// inside a closed <details>), and the question above stays in view under the header.
const Answer = styled('div', {
  display: 'grid',
  gap: '$3',
  paddingInline: '$5',
  paddingBlockEnd: '$5',
  scrollMarginBlockStart: 160,
  '& p': { margin: 0, textPreset: 16, color: '$textMuted' },
});
const AnswerLink = styled('a', { justifySelf: 'start', textPreset: 'small', color: '$accent', fontWeight: '$medium', '&:focus-visible': { focusRing: true } });

const Group = styled('section', { display: 'grid', gap: '$4' });
const GroupHeading = styled('h3', { margin: 0, typeRole: 'h3', scrollMarginBlockStart: 140 });
const Results = styled('div', { display: 'grid', gap: '$4' });
const ResultsHeading = styled('h3', { margin: 0, typeRole: 'h3', overflowWrap: 'anywhere' });
const Row = styled('p', { margin: 0, display: 'flex', flexWrap: 'wrap', gap: '$4', alignItems: 'center' });

export interface FaqData {
  faqs: Faq[];
  /**
   * The whole help center (a section of every topic with no limit): its search and the answers it
   * found; null for a section of a few questions.
   */
  center: { query: string; found: Faq[] | null; path: string } | null;
}

/** Questions and answers, each a disclosure (no script needed); the whole FAQ as a help center with topics and a search. */
export function FaqSection({ section, data, locale, tone }: { section: SectionOf<'faq'>; data: FaqData; locale: Locale; tone: BandTone }) {
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} reading>
      {data.center ? (
        <HelpCenter faqs={data.faqs} {...data.center} locale={locale} />
      ) : data.faqs.length === 0 ? (
        <Empty>{SECTION_COPY[locale].nothingYet}</Empty>
      ) : (
        <Answers faqs={data.faqs} locale={locale} />
      )}
    </Frame>
  );
}

function Answers({ faqs, locale, openFirst = false }: { faqs: Faq[]; locale: Locale; openFirst?: boolean }) {
  return (
    <List>
      {faqs.map((faq, index) => {
        const anchor = faqAnchor(faq);
        return (
          <Item key={faq.documentId} open={openFirst && index === 0}>
            <Question>{faq.question}</Question>
            <Answer id={anchor}>
              {paragraphsOf(faq.answer).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <AnswerLink href={`#${anchor}`}>{HELP_COPY[locale].linkToAnswer}</AnswerLink>
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}

/** The search (a GET to the page: the server renders it for `?q=`), then what it found, or every question by topic. */
function HelpCenter({ faqs, query, found, path, locale }: { faqs: Faq[]; query: string; found: Faq[] | null; path: string; locale: Locale }) {
  const words = HELP_COPY[locale];
  const groups = faqsByTopic(faqs);
  return (
    <>
      <SearchForm role="search" aria-label={words.search.label} method="get" action={`${path}#${FAQ_SEARCH_ANCHOR}`} id={FAQ_SEARCH_ANCHOR} {...{ [FAQ_SEARCH_MARK]: '' }}>
        <TextField label={words.search.label} type="search" name={FAQ_SEARCH_PARAM} defaultValue={query} placeholder={words.search.placeholder} maxLength={FAQ_QUERY_MAX_LENGTH} enterKeyHint="search" />
        <Button type="submit">{words.search.button}</Button>
      </SearchForm>
      {found ? (
        <Results>
          <ResultsHeading>{found.length > 0 ? words.search.found({ count: found.length, query }) : words.search.nothing({ query })}</ResultsHeading>
          {found.length > 0 ? <Answers faqs={found} locale={locale} openFirst /> : <Empty>{words.search.nothingHelp}</Empty>}
          <Row>
            <Link href={path}>{words.search.allQuestions}</Link>
            <Link href={localizePath(CONTACT_PATH, locale)}>{words.search.writeToUs}</Link>
          </Row>
        </Results>
      ) : (
        <>
          <ChipNav aria-label={words.topicsLabel}>
            <ul>
              {groups.map(({ topic, faqs: inTopic }) => (
                <li key={topic}>
                  <ChipLink href={`#${faqTopicAnchor(topic)}`}>
                    {words.topics[topic]} <span>{inTopic.length}</span>
                  </ChipLink>
                </li>
              ))}
            </ul>
          </ChipNav>
          {groups.map(({ topic, faqs: inTopic }) => (
            <Group key={topic} aria-labelledby={faqTopicAnchor(topic)}>
              <GroupHeading id={faqTopicAnchor(topic)}>{words.topics[topic]}</GroupHeading>
              <Answers faqs={inTopic} locale={locale} />
            </Group>
          ))}
        </>
      )}
    </>
  );
}
