// The lesson to try on the site, as the visitor sees it at each moment: props only (TryLesson.tsx
// runs it). One exercise at a time: an instruction, the exercise, Check, then what was right and
// Continue; at the end the score, where to start, and the way into the plan.
import { useId } from 'react';
import { Button, ChoiceList } from '../../../design-system/index.ts';
import { styled, visuallyHidden } from '../../../design-system/stitches.config.ts';
import type { LessonStep } from '../../../domain/lesson/try-lesson.ts';
import type { LessonCopy } from '../copy.ts';

const Root = styled('div', {
  display: 'grid',
  gap: '$5',
  maxInlineSize: 640,
  padding: '$6',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $colors$divider',
  boxShadow: '$sm',
});
const Progress = styled('div', { display: 'grid', gap: '$2', textPreset: 'small', color: '$textMuted', '& progress': { inlineSize: '100%', blockSize: 8, accentColor: '$colors$accent' } });
const Instruction = styled('h3', { margin: 0, typeRole: 'h3', '&:focus': { outline: 'none' } });
const English = styled('p', { margin: 0, textPreset: 20, fontWeight: '$bold' });
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });
const Plain = styled('fieldset', { margin: 0, padding: 0, border: 0, minInlineSize: 0 });
const Tiles = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  minBlockSize: 56,
  padding: '$2',
  borderRadius: '$md',
  variants: { area: { answer: { border: '$borderWidths$thick dashed $colors$divider' }, bank: {} } },
});
const Tile = styled('button', {
  minBlockSize: 44,
  paddingInline: '$4',
  borderRadius: '$md',
  border: '$borderWidths$thin solid $colors$border',
  backgroundColor: '$surface',
  color: '$text',
  font: 'inherit',
  textPreset: 18,
  fontWeight: '$bold',
  cursor: 'pointer',
  '&:focus-visible': { focusRing: true },
  '&:disabled': { cursor: 'default', opacity: 0.6 },
});
const Label = styled('p', { margin: 0, textPreset: 'small', fontWeight: '$bold', color: '$textMuted' });
const Feedback = styled('p', {
  margin: 0,
  padding: '$3 $4',
  borderRadius: '$md',
  fontWeight: '$bold',
  variants: { right: { true: { backgroundColor: '$accentSurface', color: '$text' }, false: { backgroundColor: '$dangerSurface', color: '$danger' } } },
});
const Score = styled('p', { margin: 0, typeRole: 'h2' });
const Hidden = styled('span', visuallyHidden);

export type LessonView =
  | { kind: 'intro' }
  | {
      kind: 'step';
      index: number;
      total: number;
      step: LessonStep;
      /** A choice (listen, meaning, gap), or the tiles' indexes in the order put (build). */
      choice: number | null;
      built: readonly number[];
      /** After Check: whether it was right, and the right answer to show when not. */
      checked: null | { right: boolean; answer: string };
      /** The browser reads English aloud; without it a listening step shows the sentence's meaning. */
      speech: boolean;
    }
  | { kind: 'result'; correct: number; total: number; advice: string; planHref: string };

export interface PureTryLessonProps {
  copy: LessonCopy;
  view: LessonView;
  onStart?: () => void;
  onPlay?: (slowly: boolean) => void;
  onChoose?: (index: number) => void;
  onAddTile?: (tile: number) => void;
  onRemoveTile?: (position: number) => void;
  onCheck?: () => void;
  onNext?: () => void;
  onRestart?: () => void;
  /** The language the exercises are in: English here; the app page's showcase draws its screen in the language the page is about. */
  taught?: { lang: string; dir: 'ltr' | 'rtl' };
}

/** A step's meaning in the visitor's language (the catalog's `lesson.meanings`, by the step's id): a sentence, or a meaning step's choices. */
const meaningOf = (copy: LessonCopy, id: string): LessonCopy['meanings'][keyof LessonCopy['meanings']] | undefined => copy.meanings[id as keyof LessonCopy['meanings']];
const sentenceMeaning = (copy: LessonCopy, id: string) => {
  const meaning = meaningOf(copy, id);
  return typeof meaning === 'string' ? meaning : '';
};

/** The choices of a step with choices, in the words the visitor reads them. */
function choiceLabels(step: LessonStep, copy: LessonCopy, lang: string): Array<{ label: string; lang?: string }> {
  if (step.kind === 'meaning') return Object.values(meaningOf(copy, step.id) ?? {}).map((label) => ({ label }));
  if (step.kind === 'listen' || step.kind === 'gap') return step.choices.map((label) => ({ label, lang }));
  return [];
}

const ENGLISH = { lang: 'en', dir: 'ltr' } as const;

export function PureTryLesson({ copy, view, onStart, onPlay, onChoose, onAddTile, onRemoveTile, onCheck, onNext, onRestart, taught = ENGLISH }: PureTryLessonProps) {
  const id = useId();
  if (view.kind === 'intro')
    return (
      <Root>
        <Button size="lg" onPress={onStart}>
          {copy.start}
        </Button>
      </Root>
    );

  if (view.kind === 'result')
    return (
      <Root>
        <Score role="status">{copy.result({ correct: view.correct, total: view.total })}</Score>
        <p style={{ margin: 0 }}>{view.advice}</p>
        <Row>
          <Button href={view.planHref} size="lg">
            {copy.plan}
          </Button>
          <Button variant="outline" onPress={onRestart}>
            {copy.again}
          </Button>
        </Row>
      </Root>
    );

  const { step, checked } = view;
  const done = checked !== null;
  const instruction = { listen: copy.listen, meaning: copy.meaning, build: copy.build, gap: copy.gap }[step.kind];
  const answerGiven = step.kind === 'build' ? view.built.length === step.tiles.length : view.choice !== null;

  return (
    <Root>
      <Progress>
        <span id={`${id}-progress`}>{copy.progress({ step: view.index + 1, total: view.total })}</span>
        <progress max={view.total} value={view.index} aria-labelledby={`${id}-progress`} />
      </Progress>
      <Instruction tabIndex={-1} data-lesson-instruction="">
        {instruction}
      </Instruction>

      {step.kind === 'listen' &&
        (view.speech ? (
          <Row>
            <Button variant="secondary" onPress={() => onPlay?.(false)}>
              {copy.play}
            </Button>
            <Button variant="ghost" onPress={() => onPlay?.(true)}>
              {copy.slower}
            </Button>
          </Row>
        ) : (
          <p style={{ margin: 0 }}>{copy.noAudio({ meaning: sentenceMeaning(copy, step.id) })}</p>
        ))}
      {step.kind === 'meaning' && <English {...taught}>{step.sentence}</English>}
      {step.kind === 'gap' && (
        <English {...taught}>
          {step.before} ___{/^[\p{L}\p{N}]/u.test(step.after) ? ' ' : ''}
          {step.after}
        </English>
      )}

      {step.kind === 'build' ? (
        <>
          <div>
            <Label id={`${id}-answer`}>{copy.yourSentence}</Label>
            <Tiles area="answer" role="group" aria-labelledby={`${id}-answer`} {...taught}>
              {view.built.length === 0 ? <Label as="span" css={{ alignSelf: 'center', paddingInline: '$2' }}>{copy.tapWords}</Label> : null}
              {view.built.map((tile, position) => (
                <Tile key={`${tile}-${position}`} type="button" disabled={done} aria-label={copy.remove({ word: step.tiles[tile]! })} onClick={() => onRemoveTile?.(position)}>
                  {step.tiles[tile]}
                </Tile>
              ))}
            </Tiles>
          </div>
          <div>
            <Label id={`${id}-words`}>{copy.words}</Label>
            <Tiles area="bank" role="group" aria-labelledby={`${id}-words`} {...taught}>
              {step.tiles.map((word, tile) =>
                view.built.includes(tile) ? null : (
                  <Tile key={tile} type="button" disabled={done} onClick={() => onAddTile?.(tile)}>
                    {word}
                  </Tile>
                ),
              )}
            </Tiles>
          </div>
        </>
      ) : (
        <Plain disabled={done}>
          <ChoiceList
            key={step.id}
            name={`lesson-${step.id}`}
            legend={<Hidden>{instruction}</Hidden>}
            choices={choiceLabels(step, copy, taught.lang).map((choice, index) => ({ value: String(index), ...choice }))}
            defaultValue={view.choice === null ? undefined : String(view.choice)}
            onChange={(value) => onChoose?.(Number(value))}
          />
        </Plain>
      )}

      <div aria-live="polite">{checked ? <Feedback right={checked.right}>{checked.right ? copy.correct : copy.wrong({ answer: checked.answer })}</Feedback> : null}</div>

      {done ? (
        <Button size="lg" onPress={onNext}>
          {copy.next}
        </Button>
      ) : (
        <Button size="lg" onPress={onCheck} isDisabled={!answerGiven}>
          {copy.check}
        </Button>
      )}
    </Root>
  );
}
