import { useState } from 'react';
import { Button, Link, Modal, Switch } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { ConsentCategory } from '../../platform/analytics/index.ts';
import type { ConsentCopy } from '../copy.ts';

const Body = styled('div', { display: 'grid', gap: '$5' });
const Text = styled('p', { margin: 0, textPreset: 16 });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });
const Switches = styled('div', { display: 'grid', gap: '$4' });

export type ConsentView = 'intro' | 'preferences';

export interface PureConsentDialogProps {
  copy: ConsentCopy;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** First visit: the short text and three choices; from "Cookie settings": the switches. */
  view: ConsentView;
  onViewChange: (view: ConsentView) => void;
  /** The categories as last chosen (preferences start from them). */
  categories: Record<ConsentCategory, boolean>;
  policyHref: string;
  onChoose: (categories: Record<ConsentCategory, boolean>) => void;
}

/**
 * The cookie consent dialog (EU, EEA and UK visitors): accept all, reject all (as prominent), or
 * choose categories with switches. Closing it without a choice decides nothing: nothing is sent.
 */
export function PureConsentDialog({ copy, open, onOpenChange, view, onViewChange, categories, policyHref, onChoose }: PureConsentDialogProps) {
  const [chosen, setChosen] = useState(categories);
  const all = (granted: boolean) => onChoose({ analytics: granted, advertising: granted });
  return (
    <Modal title={copy.title} open={open} onOpenChange={onOpenChange} closeOnOutsideClick={false} closeLabel={copy.close} size="sm">
      <Body>
        <Text>
          {copy.text} <Link href={policyHref}>{copy.policy}</Link>
        </Text>
        {view === 'preferences' && (
          <Switches>
            <Switch isSelected isDisabled description={copy.necessary.description}>
              {copy.necessary.label}
            </Switch>
            <Switch isSelected={chosen.analytics} onChange={(analytics) => setChosen({ ...chosen, analytics })} description={copy.analytics.description}>
              {copy.analytics.label}
            </Switch>
            <Switch isSelected={chosen.advertising} onChange={(advertising) => setChosen({ ...chosen, advertising })} description={copy.advertising.description}>
              {copy.advertising.label}
            </Switch>
          </Switches>
        )}
        <Actions>
          <Button onPress={() => all(true)}>{copy.acceptAll}</Button>
          {/* As prominent as Accept all: refusing must be as easy as agreeing. */}
          <Button onPress={() => all(false)}>
            {copy.rejectAll}
          </Button>
          {view === 'intro' ? (
            <Button variant="ghost" onPress={() => onViewChange('preferences')}>
              {copy.choose}
            </Button>
          ) : (
            <Button variant="ghost" onPress={() => onChoose(chosen)}>
              {copy.save}
            </Button>
          )}
        </Actions>
      </Body>
    </Modal>
  );
}
