// The pronunciation's listen button. Hidden in the page's HTML: its starter (listen.starter.ts)
// shows it where the browser can read words aloud (the Web Speech API), and says the word there.
// It never hydrates: a button and a few lines of script need no React.
import { Button } from '../../design-system/index.ts';
import { SpeakerIcon } from '../../design-system/icons/icons.tsx';
import { defineIsland } from '../islands/island.tsx';

export interface ListenProps {
  word: string;
  label: string;
}

function Listen({ word, label }: ListenProps) {
  return (
    <span hidden data-listen={word}>
      <Button variant="secondary" iconStart={<SpeakerIcon />}>
        {label}
      </Button>
    </span>
  );
}

export default defineIsland('listen', Listen);
