// The header's menus for a visitor without JavaScript. Its buttons open overlays that need
// scripts, so without scripting PureHeader hides them and these stand in: disclosures (<details>)
// that open and close with no script, holding links (and a plain form to sign out). Only the
// server renders them: PureHeader reads this module under `import.meta.env.SSR`, false in the
// browser's build, so none of it is in the browser's JavaScript, and React never hydrates the
// content of a <noscript>.
import { styled } from '../../../design-system/stitches.config.ts';
import { LOCALES, type Locale } from '../../../domain/constants.ts';
import type { Messages } from '../../../domain/i18n/index.ts';
import { LOCALE_FACTS } from '../../../domain/i18n/locale-facts.ts';
import type { SideMenuContentProps } from './SideMenuContent.tsx';
import { AvatarImage, avatarTrigger, LanguageLabel, languageTrigger, MenuButtonIcon } from './triggers.tsx';

// Its summary keeps the look of the button it stands in for (and, being a grid or flex box, no
// disclosure triangle). The panel has the look of the design system's dropdown menu, 8 px under
// its button, at the button's end. Few rules: they are in the HTML of every page.
const Disclosure = styled('details', { position: 'relative' });

const menuSummary = () =>
  languageTrigger({ css: { justifyContent: 'center', width: '$targetComfortable', padding: 0, borderWidth: '$thick' } });

const Panel = styled('div', {
  position: 'absolute',
  top: 'calc(100% + 8px)',
  insetInlineEnd: 0,
  zIndex: '$popup',
  minWidth: 220,
  padding: '$2',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '$lg',
  border: '$borderWidths$thin solid $colors$divider',
  '& ul': { margin: 0, padding: 0, listStyle: 'none' },
  '& :is(a, button)': {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: '$targetComfortable',
    paddingInline: '$3',
    border: 0,
    borderRadius: '$md',
    background: 'none',
    color: '$text',
    font: 'inherit',
    fontWeight: '$medium',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '$hoverOnLight' },
    '&:focus-visible': { focusRing: true },
  },
  '& [aria-current=true]': { fontWeight: '$bold' },
  '& button': { color: '$danger' },
});

/** The language switch: this page in each site locale. */
export function NoScriptLanguageMenu({ label, locale, alternates }: { label: string; locale: Locale; alternates: Record<Locale, string> }) {
  return (
    <Disclosure>
      <summary className={languageTrigger()} aria-label={label}>
        <LanguageLabel locale={locale} />
      </summary>
      <Panel>
        <ul>
          {LOCALES.map((other) => (
            <li key={other}>
              <a href={alternates[other]} hrefLang={other} lang={other} aria-current={other === locale ? 'true' : undefined}>
                {LOCALE_FACTS[other].name}
              </a>
            </li>
          ))}
        </ul>
      </Panel>
    </Disclosure>
  );
}

/**
 * The side menu below 1100 px: the main links and the call to action. The language switch and Log
 * in stand beside it in the bar, and the further paths are the footer's (the scripted sheet repeats
 * them all; here they would weigh on every page's first screen).
 */
export function NoScriptSideMenu({ messages, links, cta }: Pick<SideMenuContentProps, 'messages' | 'links' | 'cta'>) {
  return (
    <Disclosure>
      <summary className={menuSummary()} aria-label={messages.menu}>
        <MenuButtonIcon />
      </summary>
      <Panel as="nav" aria-label={messages.menu}>
        <ul>
          {links}
          {cta ? (
            <li>
              <a href={cta.href} data-event="landing_clicked_cta">
                {cta.label}
              </a>
            </li>
          ) : null}
        </ul>
      </Panel>
    </Disclosure>
  );
}

/** The profile menu: Back to Studying, and Sign out as a form the server answers (server/account-forms.ts). */
export function NoScriptProfileMenu({ messages, avatarUrl, studyHref, signOutAction }: { messages: Messages; avatarUrl?: string | null; studyHref: string; signOutAction: string }) {
  return (
    <Disclosure>
      <summary className={avatarTrigger()} aria-label={messages.header.profile}>
        <AvatarImage src={avatarUrl} />
      </summary>
      <Panel>
        <a href={studyHref}>{messages.header.backToStudying}</a>
        <form method="post" action={signOutAction}>
          <button type="submit">{messages.header.signOut}</button>
        </form>
      </Panel>
    </Disclosure>
  );
}
