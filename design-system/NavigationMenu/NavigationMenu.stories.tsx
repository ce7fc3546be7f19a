import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { docsFrame } from '../story-decorators.tsx';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from './NavigationMenu.tsx';

const TUTORS = [
  ['/uk/online-english-tutors', 'Online English tutors'],
  ['/uk/tutors/english-tutors-for-adults', 'English tutors for adults'],
  ['/uk/tutors/business-english-tutor', 'Business English tutor'],
  ['/uk/tutors/english-with-native-speakers', 'English with native speakers'],
] as const;

/** The header's main links (spec §2): Group lessons, English tutors, App, For Business. */
function MainNavigation({ defaultValue, current }: { defaultValue?: string; current?: string }) {
  return (
    <NavigationMenu aria-label="Main" defaultValue={defaultValue}>
      <NavigationMenuList>
        <NavigationMenuItem>
          <NavigationMenuLink href="/uk/group-lessons" active={current === 'group'}>
            Group lessons
          </NavigationMenuLink>
        </NavigationMenuItem>
        <NavigationMenuItem value="tutors">
          <NavigationMenuTrigger>English tutors</NavigationMenuTrigger>
          <NavigationMenuContent>
            <ul>
              {TUTORS.map(([href, label]) => (
                <li key={href}>
                  <NavigationMenuLink href={href} inContent>
                    {label}
                  </NavigationMenuLink>
                </li>
              ))}
            </ul>
          </NavigationMenuContent>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink href="/language-learning-app" active={current === 'app'}>
            App
          </NavigationMenuLink>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink href="/page/business-english-online-courses">For Business</NavigationMenuLink>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  );
}

const meta = {
  title: 'Design system/NavigationMenu',
  component: MainNavigation,
  parameters: { layout: 'padded', visual: { height: 360 } },
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'English tutors' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SubmenuOpen: Story = {
  parameters: { docs: docsFrame(380) },
  args: { defaultValue: 'tutors' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'English tutors' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Business English tutor' })).toBeVisible();
  },
};

export const CurrentPage: Story = {
  args: { current: 'app' },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'App' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // Shown by more than its colour (WCAG 1.4.1): underlined, the other links not.
    await expect(getComputedStyle(current).textDecorationLine).toBe('underline');
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Group lessons' })).textDecorationLine).toBe('none');
  },
};

export const KeyboardOpensSubmenu: Story = {
  parameters: { docs: docsFrame(380) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'English tutors' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
  },
};
