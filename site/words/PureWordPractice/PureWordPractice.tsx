// The practice under a word page: up to three questions on the word in a plain GET form. Sent, the
// form asks the page again with the answers in its URL, and the server renders it scored
// (domain/words/practice.ts): the score above, a right or wrong mark under each question.
import { useId } from 'react';
import { Button, ChoiceList, Link, Notice } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { PRACTICE_MARK } from '../../../domain/words/practice.ts';
import type { MarkedText, PracticeView } from '../word-pages.ts';

const Part = styled('section', { display: 'grid', gap: '$3', scrollMarginBlockStart: '$8' });
const Heading = styled('h2', { margin: 0, typeRole: 'h2' });
const Lead = styled('p', { margin: 0, textPreset: 18 });
const Form = styled('form', { display: 'grid', gap: '$6', '& > button, & > a': { justifySelf: 'start' } });
const Asked = styled('div', { display: 'grid', gap: '$3' });
const Prompt = styled('span', { textPreset: 18, fontWeight: '$bold' });

const Marked = ({ text }: { text: MarkedText }) => text.map((part, index) => (part.lang ? <span key={index} lang={part.lang}>{part.text}</span> : part.text));

export function PureWordPractice({ practice }: { practice: PracticeView }) {
  const headingId = useId();
  const { score } = practice;
  return (
    <Part id="practice" aria-labelledby={headingId} {...{ [PRACTICE_MARK]: '' }}>
      <Heading id={headingId}>{practice.heading}</Heading>
      {score ? (
        <Notice role="status" tone="done">
          {score.text}. {score.lead}
        </Notice>
      ) : (
        <Lead>{practice.lead}</Lead>
      )}
      <Form method="get" action={`${practice.action}#practice`}>
        {practice.questions.map((question) => (
          <Asked key={question.name}>
            <ChoiceList name={question.name} legend={<Prompt><Marked text={question.prompt} /></Prompt>} choices={question.choices} defaultValue={question.chosen ?? undefined} required />
            {question.mark && (
              <Notice tone={question.mark.right ? 'done' : 'danger'}>
                <Marked text={question.mark.text} />
              </Notice>
            )}
          </Asked>
        ))}
        <Button type="submit" variant={score ? 'secondary' : 'primary'}>
          {practice.check}
        </Button>
        {score && (
          <Link href={score.again.href} variant="subtle">
            {score.again.label}
          </Link>
        )}
      </Form>
    </Part>
  );
}
