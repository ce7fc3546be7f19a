import type { Ref } from 'react';
import { Button, CheckList, Link } from '../../../design-system/index.ts';
import { styled, visuallyHidden } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import { MarketAmount } from '../../pricing/Prices.tsx';
import type { TutorMatch } from '../../../domain/tutoring/match.ts';
import type { TutoringAnswers } from '../../../domain/onboarding/answers.ts';
import { tutorProfilePath } from '../../../domain/tutoring/profile-path.ts';
import { localizePath } from '../../../domain/i18n/index.ts';
import { TUTORING_RESULTS_COPY } from '../results-copy.ts';
import { TutorPortrait } from '../TutorPortrait.tsx';
import SECTIONS_COPY from '../../../domain/i18n/compiled/sections.ts';

const Hidden = styled('span', visuallyHidden);
const Root = styled('div', { display: 'grid', gap: '$6' });
const Top = styled('div', { display: 'grid', gap: '$2' });
const Heading = styled('h3', { margin: 0, typeRole: 'h2', overflowWrap: 'anywhere', '&:focus': { outline: 'none' } });
const Muted = styled('p', { margin: 0, textPreset: 16, color: '$textMuted' });
const List = styled('ul', { display: 'grid', gap: '$5', margin: 0, padding: 0, listStyle: 'none' });
const Card = styled('li', {
  display: 'grid',
  gap: '$4',
  padding: '$5',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $colors$divider',
});
const Person = styled('div', { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '$4', alignItems: 'center' });
const Name = styled('h4', { margin: 0, typeRole: 'h3' });
const Price = styled('p', { margin: 0, '& strong': { textPreset: 20, fontWeight: '$black' }, '& span': { textPreset: 'small', color: '$textMuted' } });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });

export interface PureTutorMatchesProps {
  locale: Locale;
  matches: readonly TutorMatch[];
  answers: TutoringAnswers;
  /** The visitor's time zone as people call it ("Eastern European Time"). */
  zoneName: string;
  /** Every tutor's page, for a visitor nobody matched. */
  browseHref: string;
  onBook?: (slug: string) => void;
  onChange?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The tutors who fit the answers, best first, each with why; or, when nobody does, what to try. */
export function PureTutorMatches({ locale, matches, answers, zoneName, browseHref, onBook, onChange, headingRef }: PureTutorMatchesProps) {
  const copy = TUTORING_RESULTS_COPY[locale];
  const reasonText = (match: TutorMatch, reason: TutorMatch['reasons'][number]) => {
    switch (reason) {
      case 'goal':
        return answers.goal === 'other' ? null : copy.reasons.goal[answers.goal];
      case 'beginners':
        return copy.reasons.beginners;
      case 'advanced':
        return copy.reasons.advanced;
      case 'budget':
        return copy.reasons.budget;
      case 'when':
        return copy.reasons.when;
    }
  };
  if (matches.length === 0) {
    return (
      <Root>
        <Top>
          <Heading ref={headingRef} tabIndex={-1} id="tutoring-result-heading">
            {copy.none.heading}
          </Heading>
          <Muted>{copy.none.text}</Muted>
        </Top>
        <Actions>
          <Button size="lg" onPress={onChange}>
            {copy.matches.change}
          </Button>
          <Link href={browseHref}>{copy.none.browse}</Link>
        </Actions>
      </Root>
    );
  }
  return (
    <Root>
      <Top>
        <Heading ref={headingRef} tabIndex={-1} id="tutoring-result-heading">
          {copy.matches.heading}
        </Heading>
        <Muted>{copy.matches.lead({ zone: zoneName })}</Muted>
      </Top>
      <List>
        {matches.map((match) => (
          <Card key={match.tutor.slug} aria-labelledby={`match-${match.tutor.slug}`}>
            <Person>
              <TutorPortrait portrait={match.tutor.portrait} />
              <div>
                <Name id={`match-${match.tutor.slug}`}>
                  <Link href={localizePath(tutorProfilePath(match.tutor.slug), locale)} variant="subtle">
                    {match.tutor.name}
                  </Link>
                </Name>
                <Muted>{match.tutor.country}</Muted>
                {match.tutor.rating !== null && (
                  <Muted>
                    <span aria-hidden="true">
                      ★ <strong>{match.tutor.rating.toFixed(1)}</strong> ({SECTIONS_COPY[locale].reviews({ count: match.tutor.reviewCount })})
                    </span>
                    <Hidden>{SECTIONS_COPY[locale].rating({ rating: match.tutor.rating.toFixed(1), reviews: match.tutor.reviewCount })}</Hidden>
                  </Muted>
                )}
                <Price>
                  <strong>
                    <MarketAmount prices={match.tutor.prices} locale={locale} />
                  </strong> <span>{copy.matches.perHour}</span>
                </Price>
              </div>
            </Person>
            <Muted css={{ color: '$text' }}>{match.tutor.intro}</Muted>
            <CheckList size="sm" items={match.reasons.flatMap((reason) => reasonText(match, reason) ?? [])} />
            <div>
              <Button onPress={() => onBook?.(match.tutor.slug)}>{copy.matches.book({ name: match.tutor.name })}</Button>
            </div>
          </Card>
        ))}
      </List>
      <Actions>
        <Button variant="outline" onPress={onChange}>
          {copy.matches.change}
        </Button>
        <Link href={browseHref}>{copy.none.browse}</Link>
      </Actions>
    </Root>
  );
}
