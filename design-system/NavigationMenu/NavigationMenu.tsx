// Radix NavigationMenu (site navigation with disclosure submenus): styled parts, thin wrappers.
import * as Nav from '@radix-ui/react-navigation-menu';
import { useEffect, useRef, type ComponentProps } from 'react';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { nativePressableStates } from '../interaction-styles.ts';
import { styled } from '../stitches.config.ts';

export const NavigationMenu = styled(Nav.Root, { position: 'relative', zIndex: '$header', display: 'flex' });

export const NavigationMenuList = styled(Nav.List, {
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const NavigationMenuItem = styled(Nav.Item, { position: 'relative' });

const itemStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '$targetComfortable',
  paddingX: '$3',
  border: 'none',
  borderRadius: '$pill',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: 'inherit',
  textPreset: 16,
  fontWeight: '$bold',
  textDecoration: 'none',
  cursor: 'pointer',
  ...nativePressableStates,
} as const;

const Trigger = styled(Nav.Trigger, {
  ...itemStyles,
  '& svg': { '@motion': { transition: 'transform $fast' } },
  '&[data-state=open] svg': { transform: 'rotate(180deg)' },
});

/**
 * While a submenu is open, Radix renders a visually hidden focus proxy right after the trigger,
 * marked aria-hidden yet tabbable (axe: aria-hidden-focus). It never keeps focus (its onFocus
 * moves focus into the submenu), so, as Reka UI did for the same proxy, we drop aria-hidden.
 */
function useUnhideFocusProxy() {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const item = trigger.current?.parentElement;
    if (!item) return;
    const unhide = () => {
      const proxy = trigger.current?.nextElementSibling;
      if (proxy?.getAttribute('aria-hidden') === 'true' && proxy.getAttribute('tabindex') === '0') {
        proxy.removeAttribute('aria-hidden');
      }
    };
    unhide();
    const observer = new MutationObserver(unhide);
    observer.observe(item, { childList: true });
    return () => observer.disconnect();
  }, []);
  return trigger;
}

export function NavigationMenuTrigger({ children, ...props }: ComponentProps<typeof Trigger>) {
  const ref = useUnhideFocusProxy();
  return (
    <Trigger {...props} ref={ref}>
      {children}
      <ChevronDownIcon size={18} />
    </Trigger>
  );
}

/** A top-level link, or a link inside a submenu; `active` marks the current page (aria-current). */
export const NavigationMenuLink = styled(Nav.Link, {
  ...itemStyles,
  // The current page: accent colour and a thick underline, so it does not rest on colour alone.
  '&[data-active]': { color: '$accent', textDecoration: 'underline', textDecorationThickness: 3, textUnderlineOffset: 6 },
  variants: {
    inContent: {
      true: { display: 'flex', width: '100%', borderRadius: '$md', fontWeight: '$medium', justifyContent: 'flex-start' },
    },
  },
});

export const NavigationMenuContent = styled(Nav.Content, {
  position: 'absolute',
  top: 'calc(100% + $space$2)',
  insetInlineStart: 0,
  minWidth: 280,
  padding: '$2',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '$lg',
  '& ul': { display: 'grid', gap: '$1', margin: 0, padding: 0, listStyle: 'none' },
});
