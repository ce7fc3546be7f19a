import { Button, CheckList, Link } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { LevelCode } from '../../../domain/constants.ts';
import { SKILL_MARKS, weakestSkill, type SkillTally } from '../../../domain/level-test/result-skills.ts';
import type { LevelTestSkill } from '../../../domain/level-test/scoring.ts';
import { PageColumn, PageLead, SectionHeading } from '../../../design-system/PageLayout/index.ts';

export interface LevelResultProps {
  code: LevelCode;
  heading: string;
  lead: string;
  canDoHeading: string;
  canDo: string[];
  /** The onboarding funnel with the level already answered. */
  plan: { href: string; label: string };
  /** The level's own page. */
  levelPage: { href: string; label: string };
  again: { href: string; label: string };
  /**
   * This attempt's answers by skill, written in where the page is served from the link's
   * `?skills=` (domain/level-test/result-skills.ts): here every skill's row, hidden and empty.
   */
  skills: { heading: string; rows: Array<{ skill: LevelTestSkill; label: string; advice: string }> };
  /** The breakdown shown as it is once written in (stories); the page is prerendered without. */
  tallies?: readonly SkillTally[] | null;
}

const Top = styled('div', { display: 'grid', gap: '$5', alignItems: 'center', '@sm': { gridTemplateColumns: 'auto 1fr', gap: '$7' } });
const Badge = styled('p', {
  display: 'grid',
  placeItems: 'center',
  inlineSize: 120,
  blockSize: 120,
  margin: 0,
  borderRadius: '50%',
  backgroundColor: '$accent',
  color: '$textOnAccent',
  textPreset: 40,
  fontWeight: '$black',
  '@sm': { inlineSize: 160, blockSize: 160, textPreset: 56 },
});
const Text = styled('div', { display: 'grid', gap: '$3' });
// Beside the badge the column is narrow: the h1 takes the size of a section heading.
const Heading = styled('h1', { margin: 0, typeRole: 'h2', overflowWrap: 'anywhere' });
const CanDo = styled('section', { display: 'grid', gap: '$4', padding: '$6', borderRadius: '$lg', backgroundColor: '$surfaceMuted' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });
const Skills = styled('section', { display: 'grid', gap: '$4', '&[hidden]': { display: 'none' } });
const SkillRows = styled('ul', { display: 'grid', gap: '$3', margin: 0, padding: 0, listStyle: 'none' });
const SkillRow = styled('li', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $4',
  alignItems: 'center',
  '&[hidden]': { display: 'none' },
  // The bar in the brand's colour on every engine (a meter's default is the platform's green).
  '& meter': { gridColumn: '1 / -1', inlineSize: '100%', blockSize: 10, appearance: 'none', border: 'none', borderRadius: '$pill', backgroundColor: '$surfaceMuted' },
  '& meter::-webkit-meter-bar': { blockSize: 10, border: 'none', borderRadius: '$pill', backgroundColor: '$surfaceMuted' },
  '& meter::-webkit-meter-optimum-value, & meter::-webkit-meter-suboptimum-value, & meter::-webkit-meter-even-less-good-value': {
    borderRadius: '$pill',
    background: '$accent',
  },
  '& meter::-moz-meter-bar': { borderRadius: '$pill', background: '$accent' },
});
const SkillName = styled('span', { fontWeight: '$bold' });
const Score = styled('span', { fontVariantNumeric: 'tabular-nums', color: '$textMuted' });
const Advice = styled('p', {
  margin: 0,
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
  borderInlineStart: '4px solid $colors$accent',
  '&[hidden]': { display: 'none' },
});

/** The level test's result: the level, what a learner at it can do, and the next steps. */
export function LevelResult({ code, heading, lead, canDoHeading, canDo, plan, levelPage, again, skills, tallies = null }: LevelResultProps) {
  const tallyOf = (skill: LevelTestSkill) => tallies?.find((tally) => tally.skill === skill);
  const weakest = tallies && weakestSkill(tallies);
  return (
    <PageColumn reading>
      <Top>
        <Badge aria-hidden="true">{code}</Badge>
        <Text>
          <Heading>{heading}</Heading>
          <PageLead>{lead}</PageLead>
        </Text>
      </Top>
      <Actions>
        <Button href={plan.href} size="lg">
          {plan.label}
        </Button>
        <Button href={levelPage.href} size="lg" variant="outline">
          {levelPage.label}
        </Button>
      </Actions>
      <Skills {...{ [SKILL_MARKS.section]: '' }} hidden={!tallies?.length} aria-labelledby="level-result-skills">
        <SectionHeading id="level-result-skills">{skills.heading}</SectionHeading>
        <SkillRows>
          {skills.rows.map(({ skill, label }) => {
            const tally = tallyOf(skill);
            return (
              <SkillRow key={skill} {...{ [SKILL_MARKS.row]: skill }} hidden={!tally}>
                <SkillName>{label}</SkillName>
                <Score {...{ [SKILL_MARKS.score]: skill }}>{tally ? `${tally.correct}/${tally.total}` : '–'}</Score>
                <meter {...{ [SKILL_MARKS.meter]: skill }} min={0} max={tally?.total ?? 1} value={tally?.correct ?? 0} aria-hidden="true" />
              </SkillRow>
            );
          })}
        </SkillRows>
        {skills.rows.map(({ skill, advice }) => (
          <Advice key={skill} {...{ [SKILL_MARKS.advice]: skill }} hidden={weakest !== skill}>
            {advice}
          </Advice>
        ))}
      </Skills>
      {canDo.length > 0 ? (
        <CanDo aria-labelledby="level-result-can-do">
          <SectionHeading id="level-result-can-do">{canDoHeading}</SectionHeading>
          <CheckList items={canDo} />
        </CanDo>
      ) : null}
      <p>
        <Link href={again.href}>{again.label}</Link>
      </p>
    </PageColumn>
  );
}
