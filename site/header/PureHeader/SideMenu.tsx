// The side menu below 1100 px (loaded on first open, see triggers.tsx): SideMenuContent in a sheet
// that locks page scroll while open.
import { useEffect, useState } from 'react';
import { IconButton, Sheet } from '../../../design-system/index.ts';
import { holdDialog } from '../../platform/dialogs.ts';
import { SideMenuContent, type SideMenuContentProps } from './SideMenuContent.tsx';
import { MenuButtonIcon } from './triggers.tsx';

export default function SideMenu(props: SideMenuContentProps) {
  const { messages } = props;
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
      <SideMenuContent {...props} />
    </Sheet>
  );
}
