import { lazy } from 'react';
import { Button, Link } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { HEADER_DESKTOP_MIN_WIDTH, type Locale } from '../../../domain/constants.ts';
import type { Header, Link as CmsLink } from '../../../domain/content/schemas.ts';
import type { Messages } from '../../../domain/i18n/index.ts';
import { LOCALE_FACTS } from '../../../domain/i18n/locale-facts.ts';
import { experimentMark, NO_EXPERIMENTS, type PageExperiments } from '../../../domain/experiments/marks.ts';
import { linkCondition } from '../../../domain/rules/index.ts';
import { NoScriptLanguageMenu, NoScriptProfileMenu, NoScriptSideMenu } from './NoScriptMenus.tsx';
import { AvatarImage, LanguageLabel, LazyOverlay, MenuButtonIcon } from './triggers.tsx';
import { BREAKPOINTS, CONTENT_WIDTH } from '../../../tokens/index.ts';

const loadLanguageMenu = () => import('./LanguageMenu.tsx');
const loadProfileMenu = () => import('./ProfileMenu.tsx');
const loadSideMenu = () => import('./SideMenu.tsx');
const LanguageMenu = lazy(loadLanguageMenu);
const ProfileMenu = lazy(loadProfileMenu);
const SideMenu = lazy(loadSideMenu);
const preload = (load: () => Promise<unknown>) => () => void load();

/** The header's own layouts (spec §2): its desktop one, and where it is short of room for the longest locale (uk): the smallest phones, and the desktop layout below lg. */
const DESKTOP = `@media (min-width: ${HEADER_DESKTOP_MIN_WIDTH}px)`;
const TIGHT = `@media (max-width: 374.98px), (min-width: ${HEADER_DESKTOP_MIN_WIDTH}px) and (max-width: ${BREAKPOINTS.lg - 0.02}px)`;

const Root = styled('header', {
  position: 'relative',
  zIndex: '$header',
  backgroundColor: '$surface',
  borderBlockEnd: '$borderWidths$thin solid transparent',
  '&[data-position="sticky"]': { position: 'sticky', top: 0 },
  // Set by the stories, or on the island's box by header.starter.ts.
  '&[data-scrolled], [data-scrolled] > &': { borderBlockEndColor: '$colors$divider', boxShadow: '$sm' },
  // Their overlays need scripts: without, the <noscript> disclosures next to them stand in.
  '@noScript': { '& [aria-haspopup]': { display: 'none' } },
});

// No word is ever broken (Link and Button allow it elsewhere, for long URLs in narrow places) and
// only the main links may wrap, between words; where room is short (TIGHT, the longest
// locale at 320 and at 1100 px) the main links close up and the language switch shows its flag alone.
const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$5',
  '& :is(a, button)': { overflowWrap: 'normal' },
  '& > :not(nav)': { flexShrink: 0, whiteSpace: 'nowrap' },
  // The language's name follows its flag (LanguageLabel); its button keeps the name as its label.
  [TIGHT]: { '& ul': { gap: '$4' }, '& [data-flag] + span': { display: 'none' } },
  maxWidth: CONTENT_WIDTH,
  boxSizing: 'content-box',
  minHeight: 72,
  marginInline: 'auto',
  paddingInline: '$5',
});

const Logo = styled('span', { textPreset: 24, fontWeight: '$black', color: '$accent', textDecoration: 'none' });

const DesktopOnly = styled('div', { display: 'none', [DESKTOP]: { display: 'flex' } });
const MobileOnly = styled('div', { display: 'flex', [DESKTOP]: { display: 'none' } });

const NavList = styled('ul', { display: 'flex', alignItems: 'center', gap: '$5', margin: 0, padding: 0, listStyle: 'none', fontWeight: '$bold' });
const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: '$3', marginInlineStart: 'auto' });

/** Shown only when the visitor meets `condition` (decided by CSS before paint). */
const When = styled('div', { display: 'contents' });

/**
 * The header's links with the condition each needs: its experiment's variant (spec §2: one of For
 * Business and Corporate English, by the split test), else its visibility.
 */
function headerLinks(links: CmsLink[], experiments: PageExperiments) {
  return links.flatMap((link) => {
    const visibility = linkCondition(link.visible);
    const mark = experimentMark(link.experiment, experiments);
    if (visibility === 'never' || !mark.shown) return [];
    return [{ link, condition: mark.variant?.when ?? visibility }];
  });
}

export interface PureHeaderProps {
  header: Header;
  messages: Messages;
  locale: Locale;
  /** This page in every locale, for the language switch. */
  alternates: Record<Locale, string>;
  homeHref: string;
  signInHref: string;
  appHref: string;
  /** Back to Studying: the learner's app. */
  studyHref: string;
  /** Where the profile menu's Sign out posts without JavaScript. */
  signOutAction: string;
  /** Set once the page is scrolled past 0 (spec §2). */
  scrolled?: boolean;
  avatarUrl?: string | null;
  /** The experiments the page knows and runs: a link marked with a variant shows to that variant only. */
  experiments?: PageExperiments;
  menuDefaultOpen?: boolean;
  onSignOut?: () => void;
  onLanguageChange?: (locale: Locale) => void;
}

/**
 * The site header (spec §2): logo, main links (one of For Business and Corporate English, by the
 * split test), language switch, Get The App, and log-in link or profile menu. Below 1100 px the
 * links live in a side menu. The anonymous and signed-in parts are both in the markup, marked
 * `data-when`; the visitor's conditions on <html> show one of them before paint. Without
 * JavaScript, disclosures in <noscript> stand in for the menus (NoScriptMenus.tsx).
 */
export function PureHeader(props: PureHeaderProps) {
  const { header, messages, locale, alternates, scrolled, avatarUrl, menuDefaultOpen, onSignOut, onLanguageChange, experiments = NO_EXPERIMENTS } = props;
  const text = messages.header;
  const renderLinks = (cmsLinks: CmsLink[] = header.links) =>
    headerLinks(cmsLinks, experiments).map(({ link, condition }) => (
      <li key={link.id} data-when={condition ?? undefined}>
        <Link href={link.href} variant="subtle">
          {link.label ?? link.text ?? link.href}
        </Link>
      </li>
    ));
  const sideMenu = {
    messages,
    locale,
    alternates,
    links: renderLinks(),
    moreLinks: header.menuLinks.length > 0 ? renderLinks(header.menuLinks) : null,
    cta: header.downloadAppButton.isDisabled ? null : { href: props.appHref, label: header.downloadAppButton.value },
    signInHref: props.signInHref,
    studyHref: props.studyHref,
  };
  const logo = <Logo>Lingo</Logo>;
  const languageLabel = `${messages.language}: ${LOCALE_FACTS[locale].name}`;

  return (
    <Root data-scrolled={scrolled || undefined} data-position={header.position}>
      <Bar>
        {header.logo === 'clickable' ? (
          <Link href={props.homeHref} variant="subtle" aria-label={text.home}>
            {logo}
          </Link>
        ) : (
          logo
        )}

        {header.type !== 'funnel' && (
          <DesktopOnly as="nav" aria-label={text.navigation}>
            <NavList>{renderLinks()}</NavList>
          </DesktopOnly>
        )}

        <Actions>
          {header.languageSwitch && (
            <LazyOverlay
              kind="language"
              label={languageLabel}
              popup="menu"
              preload={preload(loadLanguageMenu)}
              overlay={({ byKeyboard }) => (
                <LanguageMenu label={languageLabel} messages={messages} locale={locale} alternates={alternates} appHref={props.appHref} onLanguageChange={onLanguageChange} focusFirstItem={byKeyboard} />
              )}
            >
              <LanguageLabel locale={locale} />
            </LazyOverlay>
          )}
          {header.languageSwitch && <noscript>{import.meta.env.SSR && <NoScriptLanguageMenu label={languageLabel} locale={locale} alternates={alternates} />}</noscript>}

          {!header.downloadAppButton.isDisabled && (
            <DesktopOnly>
              {/* Its analytics event is sent by the header's starter, hydrated or not. */}
              <Button href={props.appHref} size="sm" data-event="landing_clicked_cta">
                {header.downloadAppButton.value}
              </Button>
            </DesktopOnly>
          )}

          <When data-when="signed-out">
            <Link href={props.signInHref} variant="subtle">
              {text.logIn}
            </Link>
          </When>
          <When data-when="signed-in">
            <LazyOverlay
              kind="avatar"
              label={text.profile}
              popup="menu"
              preload={preload(loadProfileMenu)}
              overlay={({ byKeyboard }) => <ProfileMenu messages={messages} avatarUrl={avatarUrl} studyHref={props.studyHref} onSignOut={onSignOut} focusFirstItem={byKeyboard} />}
            >
              <AvatarImage src={avatarUrl} />
            </LazyOverlay>
            <noscript>{import.meta.env.SSR && <NoScriptProfileMenu messages={messages} avatarUrl={avatarUrl} studyHref={props.studyHref} signOutAction={props.signOutAction} />}</noscript>
          </When>

          {header.type !== 'funnel' && (
            <MobileOnly>
              <LazyOverlay
                kind="menu"
                label={messages.menu}
                popup="dialog"
                preload={preload(loadSideMenu)}
                defaultOpen={menuDefaultOpen}
                overlay={() => <SideMenu {...sideMenu} />}
              >
                <MenuButtonIcon />
              </LazyOverlay>
              <noscript>{import.meta.env.SSR && <NoScriptSideMenu {...sideMenu} />}</noscript>
            </MobileOnly>
          )}
        </Actions>
      </Bar>
    </Root>
  );
}
