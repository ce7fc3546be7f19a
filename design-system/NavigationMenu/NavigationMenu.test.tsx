import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from './NavigationMenu.tsx';

describe('NavigationMenu', () => {
  it('is a navigation landmark whose trigger discloses a submenu of links', async () => {
    render(
      <NavigationMenu aria-label="Main">
        <NavigationMenuList>
          <NavigationMenuItem>
            <NavigationMenuTrigger>English tutors</NavigationMenuTrigger>
            <NavigationMenuContent>
              <NavigationMenuLink href="/english-tutors">Find a tutor</NavigationMenuLink>
            </NavigationMenuContent>
          </NavigationMenuItem>
          <NavigationMenuItem>
            <NavigationMenuLink href="/language-learning-app" active>
              App
            </NavigationMenuLink>
          </NavigationMenuItem>
        </NavigationMenuList>
      </NavigationMenu>,
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'App' })).toHaveAttribute('aria-current', 'page');
    const trigger = screen.getByRole('button', { name: 'English tutors' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/english-tutors');
  });
});

describe('NavigationMenu focus proxy', () => {
  it('leaves no tabbable aria-hidden element while a submenu is open (axe aria-hidden-focus)', async () => {
    render(
      <NavigationMenu aria-label="Main">
        <NavigationMenuList>
          <NavigationMenuItem>
            <NavigationMenuTrigger>Tutors</NavigationMenuTrigger>
            <NavigationMenuContent>
              <NavigationMenuLink href="/english-tutors">Find a tutor</NavigationMenuLink>
            </NavigationMenuContent>
          </NavigationMenuItem>
        </NavigationMenuList>
      </NavigationMenu>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tutors' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelectorAll('[aria-hidden="true"][tabindex="0"]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Tutors' }).nextElementSibling).toHaveAttribute('tabindex', '0');
  });
});
