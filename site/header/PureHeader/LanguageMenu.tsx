// The language switch's menu (loaded on first open, see triggers.tsx): the site's locales, each a
// link to this page in that locale, then the flag section of spec §2, languages to learn.
import { useRef } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { LOCALES, type Locale } from '../../../domain/constants.ts';
import { localizePath, type Messages } from '../../../domain/i18n/index.ts';
import { LOCALE_FACTS } from '../../../domain/i18n/locale-facts.ts';
import { AnyFlag, type FlagName } from './learn-flags.tsx';
import { LanguageLabel, languageTrigger, localeFlag, useFocusFirstItem } from './triggers.tsx';

const Trigger = styled(DropdownMenuTrigger, languageTrigger);

/** A link inside a menu item: the item draws the look (highlight, focus), not the link. */
export const MenuLink = styled('a', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  color: 'inherit',
  textDecoration: 'none',
  '&[aria-current="true"]': { fontWeight: '$bold' },
});

/** The flag section (spec §2): languages to learn, each to its app page. */
export const LEARN_LANGUAGES = [
  { key: 'english', flag: 'gb', path: '/app/english-language-learning-app' },
  { key: 'german', flag: 'de', path: '/app/german-language-learning-app' },
  { key: 'ukrainian', flag: 'ua', path: '/app/ukrainian-language-learning-app' },
  { key: 'spanish', flag: 'es', path: '/app/spanish-language-learning-app' },
  { key: 'korean', flag: 'kr', path: '/app/korean-language-learning-app' },
] as const satisfies ReadonlyArray<{ key: keyof Messages['header']['learnLanguages']; flag: FlagName; path: string }>;

export interface LanguageMenuProps {
  /** Opened by keyboard: focus the first item. */
  focusFirstItem?: boolean;
  label: string;
  messages: Messages;
  locale: Locale;
  alternates: Record<Locale, string>;
  appHref: string;
  onLanguageChange?: (locale: Locale) => void;
}

export default function LanguageMenu({ label, messages, locale, alternates, appHref, onLanguageChange, focusFirstItem = false }: LanguageMenuProps) {
  const text = messages.header;
  const content = useRef<HTMLDivElement>(null);
  useFocusFirstItem(content, focusFirstItem);
  return (
    // A menu button, not a dialog: the page stays reachable while it is open (modal={false}).
    <DropdownMenu modal={false} defaultOpen>
      <Trigger aria-label={label}>
        <LanguageLabel locale={locale} />
      </Trigger>
      <DropdownMenuContent ref={content}>
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
                <AnyFlag name={localeFlag(other)} />
                {LOCALE_FACTS[other].name}
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
                <AnyFlag name={language.flag} />
                {text.learnLanguages[language.key]}
              </MenuLink>
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem asChild>
            <MenuLink href={appHref}>{text.learnLanguages.more}</MenuLink>
          </DropdownMenuItem>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
