import { TUTORS_PATH } from '../../../domain/tutoring/profile-path.ts';
import { Link } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { MatchableTutor } from '../../../domain/tutoring/match.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { localizePath } from '../../../domain/i18n/index.ts';
import type { FunnelQuestion } from '../../../domain/onboarding/questions.ts';
import { Island } from '../../islands/island.tsx';
import { TUTORING_COPY } from '../../tutoring/copy.ts';
import tutorOnboardingIsland from '../../tutoring/tutor-onboarding.island.tsx';
import { SECTION_COPY } from '../copy.ts';
import { Empty, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

export interface TutorOnboardingData {
  questions: FunnelQuestion[];
  tutors: MatchableTutor[];
}

// The match is worked out in the browser, on the visitor's clock: without a script, every tutor's page.
const Scripted = styled('div', { '@noScript': { display: 'none' } });
const NoScript = styled('p', { margin: 0, maxInlineSize: '40em', textPreset: 18, '@scripted': { display: 'none' } });

/** The tutor onboarding (site/tutoring): its script loads on its page alone. */
export function TutorOnboardingSection({ section, data, locale, tone }: { section: SectionOf<'tutor-onboarding'>; data: TutorOnboardingData; locale: Locale; tone: BandTone }) {
  const copy = TUTORING_COPY[locale];
  const tutorsId = `${section.key}-tutors`;
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead} reading>
      {data.questions.length === 0 || data.tutors.length === 0 ? (
        <Empty>{SECTION_COPY[locale].nothingYet}</Empty>
      ) : (
        <>
          <NoScript>
            {copy.noScript} <Link href={localizePath(TUTORS_PATH, locale)}>{copy.browse}</Link>
          </NoScript>
          <Scripted>
            <Island island={tutorOnboardingIsland} props={{ questions: data.questions, tutorsFrom: tutorsId, locale }} />
          </Scripted>
          {/* The tutors are read when the questions are answered: as data in the page, not in its first-load script. */}
          <script type="application/json" id={tutorsId} dangerouslySetInnerHTML={{ __html: JSON.stringify(data.tutors).replace(/</g, '\\u003c') }} />
        </>
      )}
    </Frame>
  );
}
