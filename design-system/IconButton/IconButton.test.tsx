// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton, type IconButtonProps } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by aria-label, not by its icon', async () => {
    const onPress = vi.fn();
    render(
      <IconButton aria-label="Open menu" onPress={onPress}>
        <svg />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('can be named by another element', () => {
    render(
      <>
        <span id="label">Search</span>
        <IconButton aria-labelledby="label">
          <svg />
        </IconButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('requires an accessible name in its type', () => {
    // Checked by `npm run typecheck` (tsc reads test files): an icon-only button needs
    // aria-label or aria-labelledby, and either one is enough.
    expectTypeOf<{ children: string }>().not.toExtend<IconButtonProps>();
    expectTypeOf<{ children: string; 'aria-label': string }>().toExtend<IconButtonProps>();
    expectTypeOf<{ children: string; 'aria-labelledby': string }>().toExtend<IconButtonProps>();
  });
});
