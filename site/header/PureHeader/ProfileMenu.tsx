// The signed-in visitor's menu (loaded on first open, see triggers.tsx): Back to Studying, Sign out.
import { useRef } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Messages } from '../../../domain/i18n/index.ts';
import { MenuLink } from './LanguageMenu.tsx';
import { AvatarImage, avatarTrigger, useFocusFirstItem } from './triggers.tsx';

const Trigger = styled(DropdownMenuTrigger, avatarTrigger);

export interface ProfileMenuProps {
  /** Opened by keyboard: focus the first item. */
  focusFirstItem?: boolean;
  messages: Messages;
  avatarUrl?: string | null;
  studyHref: string;
  onSignOut?: () => void;
}

export default function ProfileMenu({ messages, avatarUrl, studyHref, onSignOut, focusFirstItem = false }: ProfileMenuProps) {
  const text = messages.header;
  const content = useRef<HTMLDivElement>(null);
  useFocusFirstItem(content, focusFirstItem);
  return (
    <DropdownMenu modal={false} defaultOpen>
      <Trigger aria-label={text.profile}>
        <AvatarImage src={avatarUrl} />
      </Trigger>
      <DropdownMenuContent ref={content}>
        <DropdownMenuItem asChild>
          <MenuLink href={studyHref}>{text.backToStudying}</MenuLink>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={onSignOut}>
          {text.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
