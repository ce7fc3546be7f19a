import { Avatar, Button, DropdownMenu, DropdownMenuContent, DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger, IconButton, Link, Sheet } from '../../../design-system/index.ts';
import { MenuIcon } from '../../../design-system/icons/icons.tsx';
import { nativePressableStates } from '../../../design-system/interaction-styles.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../platform/constants.ts';
import type { Header, Link as CmsLink } from '../../platform/content/schemas.ts';
import { LOCALE_NAMES, localizePath, type Messages } from '../../platform/i18n/index.ts';
import { linkCondition, type VisitorCondition } from '../../platform/rules/index.ts';
import { LOCALES } from '../../platform/constants.ts';
import { Flag, type FlagName } from './flags.tsx';

const Root = styled('header', {
  position: 'relative',
  zIndex: '$header',
  backgroundColor: '$surface',
  borderBlockEnd: '$borderWidths$thin solid transparent',
  '&[data-position="sticky"]': { position: 'sticky', top: 0 },
  '&[data-scrolled]': { borderBlockEndColor: 'rgb(23 23 28 / 12%)', boxShadow: '$sm' },
});

const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$5',
  maxWidth: 1200,
  boxSizing: 'content-box',
  minHeight: 72,
  marginInline: 'auto',
  paddingInline: '$5',
});

const Logo = styled('span', { textPreset: 24, fontWeight: '$black', color: '$accent', textDecoration: 'none' });

const DesktopOnly = styled('div', { display: 'none', '@headerDesktop': { display: 'flex' } });
const MobileOnly = styled('div', { display: 'flex', '@headerDesktop': { display: 'none' } });

const NavList = styled('ul', { display: 'flex', alignItems: 'center', gap: '$5', margin: 0, padding: 0, listStyle: 'none', fontWeight: '$bold' });
const SheetList = styled('ul', { display: 'grid', gap: '$4', margin: 0, padding: 0, listStyle: 'none', textPreset: 20, fontWeight: '$bold' });

const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: '$3', marginInlineStart: 'auto' });

const LanguageTrigger = styled(DropdownMenuTrigger, {
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

const AvatarTrigger = styled(DropdownMenuTrigger, {
  display: 'inline-grid',
  placeItems: 'center',
  padding: 0,
  border: 'none',
  borderRadius: '$pill',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  ...nativePressableStates,
});

/** A link inside a menu item: the item draws the look (highlight, focus), not the link. */
const MenuLink = styled('a', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  color: 'inherit',
  textDecoration: 'none',
  '&[aria-current="true"]': { fontWeight: '$bold' },
});

/** The flag of each site locale (pt is Brazilian Portuguese). */
const LOCALE_FLAGS: Record<Locale, FlagName> = { en: 'gb', es: 'es', pt: 'br', uk: 'ua' };

/** The language switch's flag section (spec §2): languages to learn, each to its app page. */
export const LEARN_LANGUAGES = [
  { key: 'english', flag: 'gb', path: '/app/english-language-learning-app' },
  { key: 'german', flag: 'de', path: '/app/german-language-learning-app' },
  { key: 'ukrainian', flag: 'ua', path: '/app/ukrainian-language-learning-app' },
  { key: 'spanish', flag: 'es', path: '/app/spanish-language-learning-app' },
  { key: 'korean', flag: 'kr', path: '/app/korean-language-learning-app' },
] as const satisfies ReadonlyArray<{ key: keyof Messages['header']['learnLanguages']; flag: FlagName; path: string }>;

/** Shown only when the visitor meets `condition` (decided by CSS before paint). */
const When = styled('div', { display: 'contents' });

function splitCondition(link: CmsLink): VisitorCondition | null {
  const variant = /^split:(.+)$/.exec(link.eventType ?? '')?.[1];
  return variant === 'for-business' || variant === 'corporate-english' ? `split-${variant}` : null;
}

/** The header's links with the condition each needs: its visibility, or its split-test variant. */
function headerLinks(links: CmsLink[]) {
  return links.flatMap((link) => {
    const visibility = linkCondition(link.visible);
    if (visibility === 'never') return [];
    return [{ link, condition: splitCondition(link) ?? visibility }];
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
  /** Set once the page is scrolled past 0 (spec §2). */
  scrolled?: boolean;
  avatarUrl?: string | null;
  menuDefaultOpen?: boolean;
  onSignOut?: () => void;
  onLanguageChange?: (locale: Locale) => void;
  onGetTheApp?: () => void;
}

/**
 * The site header (spec §2): logo, main links (one of For Business and Corporate English, by the
 * split test), language switch, Get The App, and log-in link or profile menu. Below 1100 px the
 * links live in a side menu. The anonymous and signed-in parts are both in the markup, marked
 * `data-when`; the visitor's conditions on <html> show one of them before paint.
 */
export function PureHeader(props: PureHeaderProps) {
  const { header, messages, locale, alternates, scrolled, avatarUrl, menuDefaultOpen, onSignOut, onLanguageChange, onGetTheApp } = props;
  const text = messages.header;
  const links = headerLinks(header.links);
  const renderLinks = () =>
    links.map(({ link, condition }) => (
      <li key={link.id} data-when={condition ?? undefined}>
        <Link href={link.href} variant="subtle">
          {link.label ?? link.text ?? link.href}
        </Link>
      </li>
    ));
  const logo = <Logo>Lingo</Logo>;

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
            // Menu buttons, not dialogs: the page stays reachable while one is open (modal={false}).
            <DropdownMenu modal={false}>
              <LanguageTrigger aria-label={`${messages.language}: ${LOCALE_NAMES[locale]}`}>
                <Flag name={LOCALE_FLAGS[locale]} />
                {LOCALE_NAMES[locale]}
              </LanguageTrigger>
              <DropdownMenuContent>
                <DropdownMenuGroup aria-labelledby="header-site-language">
                  <DropdownMenuLabel id="header-site-language">{text.siteLanguage}</DropdownMenuLabel>
                  {LOCALES.map((other) => (
                    <DropdownMenuItem key={other} asChild>
                      <MenuLink
                        href={alternates[other]}
                        hrefLang={other}
                        lang={other}
                        aria-current={other === locale ? 'true' : undefined}
                        onClick={() => other !== locale && onLanguageChange?.(other)}
                      >
                        <Flag name={LOCALE_FLAGS[other]} />
                        {LOCALE_NAMES[other]}
                      </MenuLink>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuGroup>
                <DropdownMenuSeparator />
                <DropdownMenuGroup aria-labelledby="header-learn-language">
                  <DropdownMenuLabel id="header-learn-language">{text.learnLanguage}</DropdownMenuLabel>
                  {LEARN_LANGUAGES.map((language) => (
                    <DropdownMenuItem key={language.key} asChild>
                      <MenuLink href={localizePath(language.path, locale)}>
                        <Flag name={language.flag} />
                        {text.learnLanguages[language.key]}
                      </MenuLink>
                    </DropdownMenuItem>
                  ))}
                  <DropdownMenuItem asChild>
                    <MenuLink href={props.appHref}>{text.learnLanguages.more}</MenuLink>
                  </DropdownMenuItem>
                </DropdownMenuGroup>
              </DropdownMenuContent>
            </DropdownMenu>
          )}

          {!header.downloadAppButton.isDisabled && (
            <DesktopOnly>
              <Button href={props.appHref} size="sm" onPress={onGetTheApp}>
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
            <DropdownMenu modal={false}>
              <AvatarTrigger aria-label={text.profile}>
                <Avatar src={avatarUrl} alt="" size="sm" />
              </AvatarTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem asChild>
                  <MenuLink href={props.studyHref}>{text.backToStudying}</MenuLink>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem tone="danger" onSelect={onSignOut}>
                  {text.signOut}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </When>

          {header.type !== 'funnel' && (
            <MobileOnly>
              <Sheet
                title={messages.menu}
                closeLabel={messages.close}
                defaultOpen={menuDefaultOpen}
                trigger={
                  <IconButton aria-label={messages.menu} variant="outline">
                    <MenuIcon />
                  </IconButton>
                }
              >
                <nav aria-label={text.navigation}>
                  <SheetList>{renderLinks()}</SheetList>
                </nav>
              </Sheet>
            </MobileOnly>
          )}
        </Actions>
      </Bar>
    </Root>
  );
}
