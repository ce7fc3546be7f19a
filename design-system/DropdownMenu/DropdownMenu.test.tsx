// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './DropdownMenu.tsx';

function ProfileMenu({ onSignOut = vi.fn() }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Profile</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Back to Studying</DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>Sign out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens a menu from the keyboard and moves through items with arrows', async () => {
    render(<ProfileMenu />);
    const trigger = screen.getByRole('button', { name: 'Profile' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Back to Studying' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
  });

  it('runs the chosen item and closes, returning focus to the trigger', async () => {
    const onSignOut = vi.fn();
    render(<ProfileMenu onSignOut={onSignOut} />);
    const trigger = screen.getByRole('button', { name: 'Profile' });
    trigger.focus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
