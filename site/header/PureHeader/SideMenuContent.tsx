// What the side menu holds below 1100 px, with scripts (SideMenu.tsx, in a sheet) and without
// (NoScriptMenus.tsx, in a disclosure): the main links, the further paths an editor lists
// (header.menuLinks), the site's languages, and the header's call to action with Log in, or Back to
// Studying for a learner (each shown by its `data-when` condition before paint).
import type { ReactNode } from 'react';
import { Button, Link } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { LOCALES, type Locale } from '../../../domain/constants.ts';
import type { Messages } from '../../../domain/i18n/index.ts';
import { LanguageLabel } from './triggers.tsx';

const Content = styled('div', { display: 'grid', gap: '$5' });
const MainList = styled('ul', { display: 'grid', gap: '$3', margin: 0, padding: 0, listStyle: 'none', textPreset: 20, fontWeight: '$bold' });
const MoreList = styled('ul', {
  display: 'grid',
  gap: '$3',
  margin: 0,
  paddingBlockStart: '$5',
  paddingInline: 0,
  borderBlockStart: '$borderWidths$thin solid $colors$divider',
  listStyle: 'none',
  textPreset: 16,
});
const Languages = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });
const LanguageLink = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minBlockSize: '$targetComfortable',
  paddingInline: '$3',
  borderRadius: '$pill',
  border: '$borderWidths$thin solid $colors$divider',
  color: '$text',
  textDecoration: 'none',
  textPreset: 'small',
  fontWeight: '$medium',
  '&[aria-current=true]': { borderColor: '$accent', fontWeight: '$bold' },
  '&:focus-visible': { focusRing: true },
});
const LanguageHeading = styled('p', { margin: 0, marginBlockEnd: '$2', typeRole: 'caption', color: '$textMuted' });
const Actions = styled('div', { display: 'grid', gap: '$3', justifyItems: 'stretch', textAlign: 'center' });
const When = styled('div', { display: 'contents' });

export interface SideMenuContentProps {
  messages: Messages;
  locale: Locale;
  /** This page in every locale. */
  alternates: Record<Locale, string>;
  /** The main links and the further ones, as list items. */
  links: ReactNode;
  moreLinks: ReactNode;
  /** The header's call to action (Get the app), when it has one. */
  cta: { href: string; label: string } | null;
  signInHref: string;
  studyHref: string;
}

export function SideMenuContent({ messages, locale, alternates, links, moreLinks, cta, signInHref, studyHref }: SideMenuContentProps) {
  return (
    <Content>
      <nav aria-label={messages.menu}>
        <MainList>{links}</MainList>
        {moreLinks ? <MoreList css={{ marginBlockStart: '$5' }}>{moreLinks}</MoreList> : null}
      </nav>
      <div>
        <LanguageHeading id="side-menu-languages">{messages.header.siteLanguage}</LanguageHeading>
        <Languages aria-labelledby="side-menu-languages">
          {LOCALES.map((other) => (
            <li key={other}>
              <LanguageLink href={alternates[other]} hrefLang={other} lang={other} aria-current={other === locale ? 'true' : undefined}>
                <LanguageLabel locale={other} />
              </LanguageLink>
            </li>
          ))}
        </Languages>
      </div>
      <Actions>
        {cta ? (
          <Button href={cta.href} size="lg" data-event="landing_clicked_cta">
            {cta.label}
          </Button>
        ) : null}
        <When data-when="signed-out">
          <Link href={signInHref}>{messages.header.logIn}</Link>
        </When>
        <When data-when="signed-in">
          <Link href={studyHref}>{messages.header.backToStudying}</Link>
        </When>
      </Actions>
    </Content>
  );
}
