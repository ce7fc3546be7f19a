import { useContext, type ReactNode } from 'react';
import { Band, Column, FormFirst, Header, Heading, LeadsPage, Lead, type BandTone } from '../layout.ts';

interface FrameProps {
  /** The section's key: its heading's id is derived from it (the band is labelled by its heading). */
  id: string;
  tone: BandTone;
  heading: string | null | undefined;
  lead?: string | null | undefined;
  /** Running text: a narrower column. */
  reading?: boolean;
  children: ReactNode;
}

/** A section's band, column and header; everything but the hero and the call-to-action band sits in one. */
export function Frame({ id, tone, heading, lead, reading = false, children }: FrameProps) {
  const headingId = `${id}-heading`;
  const leadsPage = useContext(LeadsPage);
  const formFirst = useContext(FormFirst) === 'form';
  return (
    // Without a heading the band is a plain box, not a section: a section says a heading follows.
    <Band id={id} as={heading ? undefined : 'div'} tone={tone} formFirst={formFirst} aria-labelledby={heading ? headingId : undefined}>
      <Column reading={reading}>
        {heading || lead ? (
          <Header>
            {heading ? (
              <Heading id={headingId} as={leadsPage ? 'h1' : undefined}>
                {heading}
              </Heading>
            ) : null}
            {lead ? <Lead wideOnly={formFirst}>{lead}</Lead> : null}
          </Header>
        ) : null}
        {children}
      </Column>
    </Band>
  );
}
