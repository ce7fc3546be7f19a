// Radix DropdownMenu (WAI-ARIA menu button): styled parts, everything else re-exported as is.
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { styled } from '../stitches.config.ts';

const Content = styled(Menu.Content, {
  zIndex: '$popup',
  minWidth: 220,
  padding: '$2',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$lg',
  border: '$borderWidths$thin solid $colors$divider',
});

/** Portalled, 8 px from the trigger, aligned to its end (a profile menu sits at the right edge). */
export function DropdownMenuContent({ sideOffset = 8, align = 'end', ...props }: ComponentProps<typeof Content>) {
  return (
    <Menu.Portal>
      <Content sideOffset={sideOffset} align={align} {...props} />
    </Menu.Portal>
  );
}

export const DropdownMenuItem = styled(Menu.Item, {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '$targetComfortable',
  paddingX: '$3',
  borderRadius: '$md',
  textPreset: 16,
  fontWeight: '$medium',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  '&[data-highlighted]': { boxShadow: 'inset 0 0 0 100vmax $colors$hoverOnLight' },
  '&[data-disabled]': { color: '$textMuted', cursor: 'not-allowed' },
  variants: { tone: { danger: { color: '$danger' } } },
});

export const DropdownMenuLabel = styled(Menu.Label, { paddingX: '$3', paddingY: '$2', textPreset: 'small', color: '$textMuted' });

export const DropdownMenuSeparator = styled(Menu.Separator, { height: 1, margin: '$2 0', backgroundColor: '$divider' });

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
