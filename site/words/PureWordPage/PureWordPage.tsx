// A word tool's page: the answer first, then what a learner needs to use the word, the related
// words, and the search for the next one. The words of the page come from the view model
// (word-pages.ts); the words about them from the locale's catalog.
import { Fragment, useId, type ReactNode } from 'react';
import { Link } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { PageColumn, PageHeading, SmallPrint } from '../../../design-system/PageLayout/index.ts';
import type { ToolPath } from '../../../domain/words/paths.ts';
import { PureWordPractice } from '../PureWordPractice/PureWordPractice.tsx';
import type { SenseView, ToolView, WordLink, WordMissingView, WordPageView, WordsMessages } from '../word-pages.ts';

const Crumbs = styled('ol', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  textPreset: 'small',
  color: '$textMuted',
  '& li + li::before': { content: '"›"', marginInlineEnd: '$2' },
});
const Answer = styled('div', {
  display: 'grid',
  gap: '$3',
  padding: '$6',
  borderRadius: '$lg',
  backgroundColor: '$accentSurface',
  textPreset: 20,
  '& strong': { fontWeight: '$black' },
});
const Badge = styled('span', {
  justifySelf: 'start',
  paddingInline: '$3',
  paddingBlock: '$1',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  textPreset: 'small',
  fontWeight: '$bold',
});
const Part = styled('section', { display: 'grid', gap: '$3' });
const PartHeading = styled('h2', { margin: 0, typeRole: 'h2' });
const Plain = styled('p', { margin: 0, textPreset: 18 });
const Table = styled('table', {
  borderCollapse: 'collapse',
  inlineSize: '100%',
  textPreset: 18,
  '& th, & td': { textAlign: 'start', paddingBlock: '$3', paddingInlineEnd: '$4', borderBlockEnd: '$borderWidths$thin solid $border', verticalAlign: 'top' },
  '& th': { fontWeight: '$medium', color: '$textMuted' },
  // A label beside its value takes 40 %; a table of several columns (the forms by meaning) shares
  // the width by its words, or three headers at 40 % each pushed the page sideways on a phone.
  '& th:first-child:nth-last-child(2)': { inlineSize: '40%' },
  '& td': { fontWeight: '$bold' },
});
const Sentences = styled('ul', { display: 'grid', gap: '$2', margin: 0, paddingInlineStart: '$5', textPreset: 18, '& li': { fontStyle: 'italic' } });
const Mistakes = styled('ul', { display: 'grid', gap: '$3', margin: 0, padding: 0, listStyle: 'none' });
const Mistake = styled('li', {
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
  borderInlineStart: '4px solid $colors$danger',
  textPreset: 18,
});
const Chips = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });
const Chip = styled('li', {
  '& > a, & > span': { display: 'inline-flex', alignItems: 'center', minBlockSize: 44, paddingInline: '$4', borderRadius: '$pill', border: '$borderWidths$thin solid $border', textPreset: 16 },
  '& > span': { color: '$textMuted' },
});
/** "rare" after a word seldom used in everyday English: smaller and muted, read with the word. */
const RareMark = styled('span', { marginInlineStart: '$2', textPreset: 'small', color: '$textMuted', '&::before': { content: '"· "' } });
const Sense = styled('section', { display: 'grid', gap: '$3', padding: '$5', borderRadius: '$lg', border: '$borderWidths$thin solid $border' });
const Pos = styled('span', { textPreset: 'small', fontWeight: '$bold', color: '$accent', textTransform: 'uppercase', letterSpacing: '0.04em' });
const Gloss = styled('p', { margin: 0, textPreset: 18 });
const Big = styled('p', { margin: 0, textPreset: 40, fontWeight: '$black', overflowWrap: 'anywhere' });
// The listen button shows once its script finds a voice: its place is kept, so nothing below moves.
const ListenSlot = styled('div', { minBlockSize: 44 });
const Ipa = styled('p', { margin: 0, textPreset: 24, fontFamily: 'system-ui, sans-serif', color: '$textMuted' });
const Syllables = styled('ol', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': { paddingInline: '$4', paddingBlock: '$2', borderRadius: '$md', backgroundColor: '$surfaceMuted', textPreset: 20 },
  '& li[data-stressed]': { backgroundColor: '$accent', color: '$textOnAccent', fontWeight: '$black' },
});
const Sounds = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$2 $5',
  margin: 0,
  textPreset: 18,
  '& dt': { fontFamily: 'system-ui, sans-serif', fontWeight: '$bold' },
  '& dd': { margin: 0 },
});
const Tip = styled('aside', { display: 'grid', gap: '$2', padding: '$5', borderRadius: '$lg', backgroundColor: '$surfaceMuted', borderInlineStart: '4px solid $colors$accent' });
const Quiz = styled('details', { textPreset: 18, '& summary': { cursor: 'pointer', color: '$accent', fontWeight: '$bold', minBlockSize: 44, display: 'flex', alignItems: 'center' } });

/** A table of a label and an English form or sentence a row. */
function Rows({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <Table>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td lang="en">{value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** English sentences that use the word. */
function Examples({ sentences }: { sentences: readonly string[] }) {
  return (
    <Sentences lang="en">
      {sentences.map((example) => (
        <li key={example}>{example}</li>
      ))}
    </Sentences>
  );
}

function Labelled({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <Part aria-labelledby={id}>
      <PartHeading id={id}>{heading}</PartHeading>
      {children}
    </Part>
  );
}

/** Words as pill links (related words, suggestions, a tool's most looked-up words). */
export function ChipLinks({ links, lang, labelledBy }: { links: WordLink[]; lang?: string; labelledBy?: string }) {
  return (
    <Chips lang={lang} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <Chip key={link.href}>
          <Link href={link.href} variant="subtle">
            {link.label}
          </Link>
        </Chip>
      ))}
    </Chips>
  );
}

function LinkList({ heading, links }: { heading: string; links: WordLink[] }) {
  if (links.length === 0) return null;
  return (
    <Labelled heading={heading}>
      <ChipLinks links={links} />
    </Labelled>
  );
}

function Breadcrumb({ label, links, current }: { label: string; links: WordLink[]; current: string }) {
  return (
    <nav aria-label={label}>
      <Crumbs>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} variant="subtle">
              {link.label}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </Crumbs>
    </nav>
  );
}

function PastTense({ view, copy }: { view: ToolView<'past-tense-of'>; copy: WordsMessages }) {
  const words = copy.pastTense;
  const { forms } = view;
  const past = forms.past[0] ?? '';
  const patterns = (['affirmative', 'negative', 'question', 'perfect'] as const).map((kind, index): [string, string] => [words.pattern[kind], view.patterns[index]!]);
  // Two sets of forms for two meanings (lie: lay, lied) are no variants of one.
  const variants = view.byMeaning.length === 0 && (forms.past.length > 1 || forms.participle.length > 1);
  return (
    <>
      <Labelled heading={words.formsHeading({ word: view.word })}>
        <Rows
          rows={[
            [words.form.base, forms.base],
            [words.form.third, forms.third],
            [words.form.ing, forms.ing],
            [words.form.past, forms.past.join(' / ')],
            [words.form.participle, forms.participle.join(' / ')],
          ]}
        />
        {variants && <SmallPrint>{words.variants}</SmallPrint>}
        {view.byMeaning.length > 0 && (
          <>
            <Plain>{words.byMeaning({ word: view.word })}</Plain>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{words.meaningHeading}</th>
                  <th scope="col">{words.form.past}</th>
                  <th scope="col">{words.form.participle}</th>
                </tr>
              </thead>
              <tbody>
                {view.byMeaning.map((row) => (
                  <tr key={row.past}>
                    <th scope="row">{row.meaning}</th>
                    <td lang="en">{row.past}</td>
                    <td lang="en">{row.participle}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
        {view.ending && <Plain>{words.edSound({ past, sound: view.ending })}</Plain>}
      </Labelled>
      {view.examples.length > 0 && (
        <Labelled heading={words.examplesHeading}>
          <Examples sentences={view.examples} />
        </Labelled>
      )}
      <Labelled heading={words.patternsHeading}>
        <Rows rows={patterns} />
      </Labelled>
      <Labelled heading={words.mistakesHeading}>
        {view.mistakes.length > 0 ? (
          <Mistakes>
            {view.mistakes.map((mistake) => (
              <Mistake key={mistake.kind}>{words.mistake[mistake.kind]({ word: view.word, wrong: mistake.wrong, right: mistake.right })}</Mistake>
            ))}
          </Mistakes>
        ) : (
          <Plain>{words.noMistakes({ word: view.word })}</Plain>
        )}
      </Labelled>
      <LinkList heading={words.sameChangeHeading} links={view.sameChange} />
      <LinkList heading={words.similarHeading} links={view.similar} />
    </>
  );
}

function Pronounce({ view, copy }: { view: ToolView<'how-to-pronounce'>; copy: WordsMessages }) {
  const words = copy.pronounce;
  const { pronunciation } = view;
  const stressed = pronunciation.stressed === null ? '' : (pronunciation.syllables[pronunciation.stressed]?.respelling.toUpperCase() ?? '');
  return (
    <>
      <Labelled heading={words.syllablesHeading}>
        <Syllables lang="en">
          {pronunciation.syllables.map((syllable, index) => (
            <li key={index} data-stressed={index === pronunciation.stressed || undefined}>
              {index === pronunciation.stressed ? syllable.respelling.toUpperCase() : syllable.respelling}
            </li>
          ))}
        </Syllables>
        <Plain>{words.syllables({ count: pronunciation.syllables.length, stressed })}</Plain>
      </Labelled>
      <Labelled heading={words.soundsHeading}>
        <Sounds>
          {pronunciation.sounds.map((sound) => (
            <Fragment key={sound.ipa}>
              <dt>/{sound.ipa}/</dt>
              <dd>{words.soundExample({ example: sound.example })}</dd>
            </Fragment>
          ))}
        </Sounds>
        <SmallPrint>{words.accent}</SmallPrint>
      </Labelled>
      <LinkList heading={words.rhymesHeading({ word: view.word })} links={view.rhymes} />
    </>
  );
}

function Senses({ senses, locale, copy }: { senses: SenseView[]; locale: string; copy: WordsMessages }) {
  return (
    <>
      {senses.map((sense, index) => (
        <Sense key={index} aria-label={`${copy.pos[sense.pos].name}: ${sense.gloss}`}>
          <Pos>{copy.pos[sense.pos].name}</Pos>
          <Gloss lang="en">{sense.gloss}</Gloss>
          {sense.examples.length > 0 && (
            <Examples sentences={sense.examples} />
          )}
          <Chips lang="en">
            {sense.words.map((chip) => {
              const label = (
                <>
                  {chip.word}
                  {chip.rare && <RareMark lang={locale}>{copy.senses.rare}</RareMark>}
                </>
              );
              return (
                <Chip key={chip.word}>
                  {chip.href ? (
                    <Link href={chip.href} variant="subtle">
                      {label}
                    </Link>
                  ) : (
                    <span>{label}</span>
                  )}
                </Chip>
              );
            })}
          </Chips>
        </Sense>
      ))}
      {senses.some((sense) => sense.words.some((chip) => chip.rare)) && <SmallPrint>{copy.senses.rareNote}</SmallPrint>}
    </>
  );
}

function PartsOfSpeech({ view, copy }: { view: ToolView<'what-part-of-speech'>; copy: WordsMessages }) {
  return (
    <>
      {view.parts.map((part) => (
        <Labelled key={part.pos} heading={copy.pos[part.pos].name}>
          <Plain>{copy.senses.whatItIs({ name: copy.pos[part.pos].name, explain: copy.pos[part.pos].explain })}</Plain>
          {part.total > 0 && <SmallPrint>{copy.senses.meanings({ count: part.total })}</SmallPrint>}
          {part.senses.map((sense) => (
            <Sense key={sense.gloss}>
              <Gloss lang="en">{sense.gloss}</Gloss>
              {sense.examples.length > 0 && (
                <Examples sentences={sense.examples} />
              )}
            </Sense>
          ))}
        </Labelled>
      ))}
    </>
  );
}

function Confusing({ view, copy }: { view: ToolView<'confusing-words'>; copy: WordsMessages }) {
  const { set, locale } = view;
  return (
    <>
      {set.words.map((word, index) => (
        <Labelled key={word} heading={word}>
          <Plain>{set.usage[locale][index]}</Plain>
          <Examples sentences={(set.examples[index] ?? [])} />
        </Labelled>
      ))}
      <Labelled heading={copy.confusing.quizHeading}>
        <Plain lang="en">{set.quiz.sentence}</Plain>
        <Quiz>
          <summary>{copy.confusing.quizAnswer}</summary>
          <Plain lang="en">
            <strong>{set.quiz.answer}</strong>
          </Plain>
        </Quiz>
      </Labelled>
    </>
  );
}

interface ToolPartProps<T extends ToolPath> {
  view: ToolView<T>;
  copy: WordsMessages;
  listen?: ReactNode;
}

/** The answer every tool opens with, the one sentence a learner came for. */
function Lead({ lead, badge }: { lead: string; badge?: string }) {
  return (
    <Answer>
      {badge && <Badge>{badge}</Badge>}
      <span>{lead}</span>
    </Answer>
  );
}

/** What each tool shows between the heading and the links, one row a tool (word-pages.ts TOOL_PAGES makes its view). */
const TOOL_PARTS: { [T in ToolPath]: (props: ToolPartProps<T>) => ReactNode } = {
  'past-tense-of': ({ view, copy }) => (
    <>
      <Lead lead={view.lead} badge={view.irregular ? copy.pastTense.irregular : copy.pastTense.regular} />
      <PastTense view={view} copy={copy} />
    </>
  ),
  'how-to-pronounce': ({ view, copy, listen }) => (
    <>
      <Answer>
        <span>{view.lead}</span>
        <Big lang="en">{view.pronunciation.respelling}</Big>
        <Ipa aria-label={`${copy.pronounce.ipaLabel}: /${view.pronunciation.ipa}/`}>/{view.pronunciation.ipa}/</Ipa>
        {listen && <ListenSlot>{listen}</ListenSlot>}
      </Answer>
      <Pronounce view={view} copy={copy} />
    </>
  ),
  'synonyms-of': ({ view, copy }) => (
    <>
      <Lead lead={view.lead} />
      <Senses senses={view.senses} locale={view.locale} copy={copy} />
    </>
  ),
  'antonyms-of': ({ view, copy }) => (
    <>
      <Lead lead={view.lead} />
      <Senses senses={view.senses} locale={view.locale} copy={copy} />
    </>
  ),
  'what-part-of-speech': ({ view, copy }) => (
    <>
      <Lead lead={view.lead} />
      <PartsOfSpeech view={view} copy={copy} />
    </>
  ),
  'confusing-words': ({ view, copy }) => (
    <>
      <Tip>
        <strong>{copy.confusing.tipHeading}</strong>
        <span>{view.lead}</span>
      </Tip>
      <Confusing view={view} copy={copy} />
    </>
  ),
};

/** The tool's row for this view (TypeScript does not follow a view's tool to its row's props). */
function ToolPart(props: { view: WordPageView; copy: WordsMessages; listen?: ReactNode }) {
  const Part = TOOL_PARTS[props.view.tool] as (props: { view: WordPageView; copy: WordsMessages; listen?: ReactNode }) => ReactNode;
  return <Part {...props} />;
}

export interface PureWordPageProps {
  view: WordPageView;
  copy: WordsMessages;
  /** The search form (an island on the page). */
  search: ReactNode;
  /** The listen button of a pronunciation (an island on the page). */
  listen?: ReactNode;
  /** The call to action after the practice (an island on the page, which counts it). */
  next?: ReactNode;
  licencesHref: string;
}

/** A word's page in one of the tools. */
export function PureWordPage({ view, copy, search, listen, next, licencesHref }: PureWordPageProps) {
  return (
    <PageColumn reading>
      <Breadcrumb label={copy.breadcrumb} links={view.breadcrumb} current={view.word} />
      <PageHeading>{view.heading}</PageHeading>
      <ToolPart view={view} copy={copy} listen={listen} />
      {view.practice && <PureWordPractice practice={view.practice} />}
      {next}
      <LinkList heading={copy.also({ word: view.word })} links={view.also} />
      {search}
      <SmallPrint>
        {copy.credits}{' '}
        <Link href={licencesHref} variant="subtle">
          {copy.licences}
        </Link>
      </SmallPrint>
    </PageColumn>
  );
}

/** The 404 of a word the tool has no page for: the nearest words it has, and the search again. */
export function PureWordMissing({ view, copy, search }: { view: WordMissingView; copy: WordsMessages; search: ReactNode }) {
  return (
    <PageColumn reading>
      <Breadcrumb label={copy.breadcrumb} links={view.breadcrumb} current={view.word} />
      <PageHeading>{view.heading}</PageHeading>
      <Plain>{view.lead}</Plain>
      {view.suggestions.length > 0 && <ChipLinks links={view.suggestions} lang="en" />}
      {search}
    </PageColumn>
  );
}
