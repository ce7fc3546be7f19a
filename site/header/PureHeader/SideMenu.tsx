// The side menu below 1100 px (loaded on first open, see triggers.tsx): the main links in a sheet
// that locks page scroll while open.
import { useEffect, useState, type ReactNode } from 'react';
import { IconButton, Sheet } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { holdDialog } from '../../platform/dialogs.ts';
import type { Messages } from '../../../domain/i18n/index.ts';
import { MenuButtonIcon } from './triggers.tsx';

const SheetList = styled('ul', { display: 'grid', gap: '$4', margin: 0, padding: 0, listStyle: 'none', textPreset: 20, fontWeight: '$bold' });

export interface SideMenuProps {
  messages: Messages;
  /** The main links, as list items. */
  links: ReactNode;
}

export default function SideMenu({ messages, links }: SideMenuProps) {
  // Mounted on first open; while open, no promotion opens over it (one dialog at a time).
  const [open, setOpen] = useState(true);
  useEffect(() => (open ? holdDialog('side-menu') : undefined), [open]);
  return (
    <Sheet
      title={messages.menu}
      closeLabel={messages.close}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <IconButton aria-label={messages.menu} variant="outline">
          <MenuButtonIcon />
        </IconButton>
      }
    >
      <nav aria-label={messages.header.navigation}>
        <SheetList>{links}</SheetList>
      </nav>
    </Sheet>
  );
}
