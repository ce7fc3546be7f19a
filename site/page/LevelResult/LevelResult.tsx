import { Button, CheckList, Link } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { LevelCode } from '../../../domain/constants.ts';
import { PageColumn, PageLead, SectionHeading } from '../layout.ts';

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

/** The level test's result: the level, what a learner at it can do, and the next steps. */
export function LevelResult({ code, heading, lead, canDoHeading, canDo, plan, levelPage, again }: LevelResultProps) {
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
