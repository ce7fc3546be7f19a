import type { ReactNode } from 'react';
import { Link, QRCodeImage, StoreButtonGroup, type Store } from '../../../design-system/index.ts';
import { detailsShownOpen, styled } from '../../../design-system/stitches.config.ts';
import { footerAddresses, storeLinksOf } from '../../../domain/content/footer.ts';
import type { Footer, Link as CmsLink, LinkGroup } from '../../../domain/content/schemas.ts';
import type { Messages } from '../../../domain/i18n/index.ts';
import { linkCondition, type VisitorCondition } from '../../../domain/rules/index.ts';
import { CONTENT_WIDTH } from '../../../tokens/index.ts';

const Root = styled('footer', {
  backgroundColor: '$surfaceMuted',
  color: '$text',
  paddingBlock: '$9',
  paddingInline: '$5',
});

const Inner = styled('div', { display: 'grid', gap: '$8', maxWidth: CONTENT_WIDTH, marginInline: 'auto' });

const Groups = styled('div', {
  display: 'grid',
  '@md': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '$7 $6' },
});

const GroupTitle = styled('h2', { margin: 0, marginBlockEnd: '$3', textPreset: 16, fontWeight: '$bold' });

// On a phone each group is a disclosure (a native <details>: it opens without JavaScript, and its
// links are in the HTML for search engines either way), so the footer is a list of titles, not
// 4,000 px of links. From md every group is open and its title a plain heading (where the browser can show it unopened).
const Disclosure = styled('details', {
  borderBlockEnd: '$borderWidths$thin solid $colors$divider',
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$3',
    minBlockSize: 48,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '""', inlineSize: 10, blockSize: 10, borderInlineEnd: '2px solid currentColor', borderBlockEnd: '2px solid currentColor', transform: 'rotate(45deg) translateY(-3px)', flexShrink: 0 },
    '&:focus-visible': { focusRing: true },
  },
  '&[open] > summary::after': { transform: 'rotate(-135deg) translateX(-3px)' },
  '& > summary h2': { marginBlockEnd: 0 },
  '& ul': { paddingBlockEnd: '$5' },
  '@md': {
    borderBlockEnd: 'none',
    ...detailsShownOpen({ minBlockSize: 0, cursor: 'default', pointerEvents: 'none', '&::after': { display: 'none' } }),
    '& > summary h2': { marginBlockEnd: '$3' },
    '& ul': { paddingBlockEnd: 0 },
  },
});

const List = styled('ul', { display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none', textPreset: 'small' });

const Download = styled('section', {
  display: 'grid',
  gap: '$5',
  alignItems: 'center',
  '@md': { gridTemplateColumns: '1fr auto' },
});

const Qr = styled('figure', {
  display: 'none',
  margin: 0,
  gap: '$2',
  justifyItems: 'center',
  textAlign: 'center',
  textPreset: 'small',
  color: '$textMuted',
  // The QR code is for a visitor on a computer, to move to a phone.
  '@md': { display: 'grid' },
});

const Bottom = styled('div', {
  display: 'grid',
  gap: '$4',
  paddingBlockStart: '$6',
  borderBlockStart: '$borderWidths$thin solid $colors$divider',
  textPreset: 'small',
  color: '$textMuted',
});

const Inline = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$2 $5', margin: 0, padding: 0, listStyle: 'none' });

const Address = styled('address', { fontStyle: 'normal' });
const Copyright = styled('p', { margin: 0 });

/** A list item shown only when the visitor meets `condition` (decided by CSS before paint). */
function Item({ condition, children }: { condition: VisitorCondition | null; children: ReactNode }) {
  return <li data-when={condition ?? undefined}>{children}</li>;
}

function CmsLinkItem({ link, newTab }: { link: CmsLink; newTab: string }) {
  const condition = linkCondition(link.visible);
  if (condition === 'never') return null;
  return (
    <Item condition={condition}>
      <Link
        href={link.href}
        variant="subtle"
        isExternal={link.isExternal ?? false}
        // `_self` is where a link opens anyway: not written 120 times into every page.
        target={link.target === '_self' ? undefined : (link.target ?? undefined)}
        rel={link.rel ?? undefined}
        newTabLabel={newTab}
        // The analytics event the link sends (the footer's starter listens for it).
        data-event={link.eventType ?? undefined}
      >
        {link.label ?? link.text ?? link.href}
      </Link>
    </Item>
  );
}

function Group({ group, newTab }: { group: LinkGroup; newTab: string }) {
  const titleId = `footer-group-${group.id}`;
  return (
    <Disclosure>
      <summary>
        <GroupTitle id={titleId}>{group.title}</GroupTitle>
      </summary>
      <List aria-labelledby={titleId}>
        {group.links.map((link) => (
          <CmsLinkItem key={link.id} link={link} newTab={newTab} />
        ))}
      </List>
    </Disclosure>
  );
}

export interface PureFooterProps {
  footer: Footer;
  messages: Messages;
  /** The year of the copyright line (the build's, so server and client agree). */
  year: number;
  /** The QR code's image (the app download page's address, drawn at build time: app-qr-code.ts). */
  qrCodeSrc: string;
  /** Stores not offered on this page (spec §1: AppGallery is hidden on one page). */
  hiddenStores?: readonly Store[];
}

/**
 * The site footer from the CMS footer record of the page's locale. Every visitor-dependent part
 * (links for signed-out, EU or Californian visitors, the cookie links, the legal entity's
 * address) is in the markup for everyone, marked with `data-when`; the visitor's conditions on
 * <html> decide what shows, before paint and without JavaScript.
 */
export function PureFooter({ footer, messages, year, qrCodeSrc, hiddenStores = [] }: PureFooterProps) {
  const { newTab } = messages;
  const text = messages.footer;
  // The main groups first, then the others, each in its CMS order.
  const inOrder = (list: LinkGroup[]) => list.filter((group) => !group.isHidden).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  // The visitor's legal controls (Cookie settings for the EU, Do not sell for California) stand in
  // the legal row, always in sight, not in a group a phone shows folded.
  const isLegalControl = (link: CmsLink) => link.visible === 'eu' || link.visible === 'california';
  const listed = [...inOrder(footer.mainLinks), ...inOrder(footer.otherLinks)];
  const groups = listed.map((group) => ({ ...group, links: group.links.filter((link) => !isLegalControl(link)) }));
  const legalControls = listed.flatMap((group) => group.links.filter(isLegalControl));
  const storeLinks = storeLinksOf(footer);

  return (
    <Root>
      <Inner>
        <nav aria-label={text.navigation}>
          <Groups>
            {groups.map((group) => (
              <Group key={`${group.id}-${group.title}`} group={group} newTab={newTab} />
            ))}
          </Groups>
        </nav>

        <Download aria-labelledby="footer-download">
          <div>
            <GroupTitle id="footer-download">{footer.downloadLinks.title}</GroupTitle>
            <StoreButtonGroup links={storeLinks} hidden={hiddenStores} label={footer.downloadLinks.title} copy={text.stores} newTabLabel={newTab} />
          </div>
          <Qr>
            <QRCodeImage src={qrCodeSrc} label={text.qrCode} size="default" />
            <figcaption>{text.scanToDownload}</figcaption>
          </Qr>
        </Download>

        <Bottom>
          <Inline aria-label={text.followUs}>
            {footer.socialLinks.map((link) => (
              <CmsLinkItem key={link.id} link={link} newTab={newTab} />
            ))}
          </Inline>
          <Inline aria-label={text.legal}>
            <Item condition={null}>
              <Link href={footer.termsLinkUrl} variant="subtle">{footer.termsLinkTitle}</Link>
            </Item>
            <Item condition={null}>
              <Link href={footer.privacyLinkUrl} variant="subtle">{footer.privacyLinkTitle}</Link>
            </Item>
            <Item condition="cookie-link">
              <Link href={footer.cookieLinkUrl} variant="subtle">{footer.cookieLinkTitle}</Link>
            </Item>
            {legalControls.map((link) => (
              <CmsLinkItem key={link.id} link={link} newTab={newTab} />
            ))}
          </Inline>
          {footerAddresses(footer).map(({ variant, text: address }) => (
            <Address key={variant} data-when={`address-${variant}`}>
              {address}
            </Address>
          ))}
          <Copyright>{text.copyright({ year })}</Copyright>
        </Bottom>
      </Inner>
    </Root>
  );
}
