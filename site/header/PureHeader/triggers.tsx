// What opens the header's overlays, in the first paint. The overlays themselves (Radix menu and
// dialog, about 33 KiB gzip) load when first opened: until then each trigger is a plain button of
// the same look and semantics, replaced by the overlay's own trigger once loaded (LazyOverlay).
import { Suspense, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { Avatar, IconButton } from '../../../design-system/index.ts';
import { MenuIcon } from '../../../design-system/icons/icons.tsx';
import { nativePressableStates } from '../../../design-system/interaction-styles.ts';
import { css } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import { LOCALE_FACTS } from '../../../domain/i18n/locale-facts.ts';
import { Flag, type SiteFlagName } from './flags.tsx';

export const languageTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '$targetComfortable',
  paddingInline: '$3',
  border: '$borderWidths$thin solid $colors$border',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontWeight: '$bold',
  cursor: 'pointer',
  ...nativePressableStates,
});

export const avatarTrigger = css({
  display: 'inline-grid',
  placeItems: 'center',
  padding: 0,
  border: 'none',
  borderRadius: '$pill',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...nativePressableStates,
});

/** The flag of a site locale (pt is Brazilian Portuguese): a locale whose flag is not drawn here is a type error. */
export const localeFlag = (locale: Locale): SiteFlagName => LOCALE_FACTS[locale].flag;

/** What the language switch's button shows: the site language's flag and name (the flag alone where the header is short of room, PureHeader). */
export const LanguageLabel = ({ locale }: { locale: Locale }) => (
  <>
    <Flag name={localeFlag(locale)} />
    <span>{LOCALE_FACTS[locale].name}</span>
  </>
);

export const AvatarImage = ({ src }: { src?: string | null }) => <Avatar src={src} alt="" size="sm" />;

export const MenuButtonIcon = MenuIcon;

interface PlaceholderProps {
  label: string;
  popup: 'menu' | 'dialog';
  /** Starts loading the overlay (hover, focus) so the first open is quick. */
  preload: () => void;
  /** `keyboard`: opened with Enter, Space or ArrowDown, so focus goes to the first item. */
  onOpen: (keyboard: boolean) => void;
  children: ReactNode;
  kind: 'language' | 'avatar' | 'menu';
}

/** A trigger before its overlay is loaded: the same look, name and popup semantics. */
function Placeholder({ label, popup, preload, onOpen, children, kind }: PlaceholderProps) {
  if (kind === 'menu') {
    return (
      <IconButton aria-label={label} aria-haspopup={popup} aria-expanded={false} variant="outline" onPointerEnter={preload} onFocus={preload} onPress={(event) => onOpen(event.detail === 0)}>
        {children}
      </IconButton>
    );
  }
  return (
    <button
      type="button"
      className={kind === 'language' ? languageTrigger() : avatarTrigger()}
      aria-label={label}
      aria-haspopup={popup}
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preload}
      onFocus={preload}
      // A click from Enter or Space has no pointer: detail 0.
      onClick={(event) => onOpen(event.detail === 0)}
      // As a loaded menu button does (WAI-ARIA menu button), ArrowDown opens it too.
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        onOpen(true);
      }}
    >
      {children}
    </button>
  );
}

export interface LazyOverlayProps extends Omit<PlaceholderProps, 'onOpen'> {
  /** The loaded overlay, rendered open on first use and kept from then on. */
  overlay: (opened: { byKeyboard: boolean }) => ReactNode;
  /** Start with the overlay loaded and open (stories). */
  defaultOpen?: boolean;
}

export function LazyOverlay({ overlay, defaultOpen = false, ...placeholder }: LazyOverlayProps) {
  const [opened, setOpened] = useState<{ byKeyboard: boolean } | null>(defaultOpen ? { byKeyboard: false } : null);
  if (!opened) return <Placeholder {...placeholder} onOpen={(byKeyboard) => setOpened({ byKeyboard })} />;
  return <Suspense fallback={<Placeholder {...placeholder} onOpen={() => {}} />}>{overlay(opened)}</Suspense>;
}

/**
 * A menu mounted open after a keyboard press focuses its first item, as the WAI-ARIA menu button
 * pattern asks (Radix does so itself only when its own trigger saw the key).
 */
export function useFocusFirstItem(content: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    // The content mounts in a portal after this render, and Radix then focuses the menu itself:
    // focus the item on the next frame that has it.
    let frame = requestAnimationFrame(function focusFirst() {
      const item = content.current?.querySelector<HTMLElement>('[role="menuitem"]');
      if (item) item.focus();
      else frame = requestAnimationFrame(focusFirst);
    });
    return () => cancelAnimationFrame(frame);
  }, [content, enabled]);
}
