import { Button } from '../Button/index.ts';
import { styled } from '../stitches.config.ts';

const Aside = styled('aside', {
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  marginBlock: '$4',
  padding: '$6',
  borderRadius: '$lg',
  backgroundColor: '$accentSurface',
});
const Heading = styled('h2', { margin: 0, typeRole: 'h3' });
const Text = styled('p', { margin: 0, textPreset: 16 });

export interface NextStepProps {
  /** The aside's name for assistive technology ("What to do next"). */
  label: string;
  heading: string;
  text: string;
  button: string;
  href: string;
}

/** The one call to action a page ends its reading with: a heading, a sentence and a button to the next step. */
export function NextStep({ label, heading, text, button, href }: NextStepProps) {
  return (
    <Aside aria-label={label}>
      <Heading>{heading}</Heading>
      <Text>{text}</Text>
      <Button href={href}>{button}</Button>
    </Aside>
  );
}
