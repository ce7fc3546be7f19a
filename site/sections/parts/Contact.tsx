import { FeatureIcon, type FeatureIconName } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { SECTION_COPY } from '../copy.ts';
import { Grid, type BandTone } from '../layout.ts';
import { ContactForm } from './ContactForm.tsx';
import { Frame } from './Frame.tsx';

const Card = styled('li', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$4',
  alignItems: 'start',
  padding: '$5',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $colors$divider',
  '& svg': { color: '$accent' },
});
const Label = styled('h3', { margin: 0, textPreset: 16, fontWeight: '$bold' });
const Value = styled('a', { color: '$accent', fontWeight: '$bold', overflowWrap: 'anywhere', '&:focus-visible': { focusRing: true } });
const Address = styled('address', { fontStyle: 'normal', textPreset: 16 });
const AddressTitle = styled('h3', { margin: 0, marginBlockEnd: '$2', textPreset: 16, fontWeight: '$bold' });

const ICON: Record<SectionOf<'contact'>['channels'][number]['kind'], FeatureIconName> = {
  help: 'book',
  email: 'chat',
  chat: 'app',
  press: 'star',
  partners: 'heart',
};

export interface ContactData {
  /** The legal entity's address per visitor region (the footer's), each shown by its `data-when` condition. */
  addresses: Array<{ variant: string; text: string }>;
}

/** How to reach us, and the company's address for the visitor's region (chosen before paint, as in the footer). */
export function ContactSection({ section, data, locale, tone }: { section: SectionOf<'contact'>; data: ContactData; locale: Locale; tone: BandTone }) {
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      <Grid cards="regular">
        {section.channels.map((channel) => (
          <Card key={channel.href}>
            <FeatureIcon name={ICON[channel.kind]} />
            <div>
              <Label>{channel.label}</Label>
              <Value href={channel.href}>{channel.value}</Value>
            </div>
          </Card>
        ))}
      </Grid>
      <ContactForm locale={locale} />
      {/* Each variant with its own title: a visitor with no address to show (spec §6: Ukraine) sees neither. */}
      {section.showAddress
        ? data.addresses.map(({ variant, text }) => (
            <div key={variant} data-when={`address-${variant}`}>
              <AddressTitle>{SECTION_COPY[locale].address}</AddressTitle>
              <Address>{text}</Address>
            </div>
          ))
        : null}
    </Frame>
  );
}
