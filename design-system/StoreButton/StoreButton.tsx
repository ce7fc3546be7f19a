import { MICRO_TEXT } from '../../tokens/index.ts';
import { pressable } from '../interaction-styles.ts';
import { toSafeHref } from '../Link/safe-href.ts';
import { styled, visuallyHidden } from '../stitches.config.ts';
import { STORE_MARKS } from './marks.tsx';

import { STORES, type Store } from './stores.ts';

export { isStore, STORES, type Store } from './stores.ts';

export type StoreCopy = Record<Store, { eyebrow: string; name: string }>;

export const DEFAULT_STORE_COPY: StoreCopy = {
  'app-store': { eyebrow: 'Download on the', name: 'App Store' },
  'google-play': { eyebrow: 'Get it on', name: 'Google Play' },
  'app-gallery': { eyebrow: 'Explore it on', name: 'AppGallery' },
  mac: { eyebrow: 'Download for', name: 'Mac' },
};

// A native <a>, as Link: the footer's badges are never hydrated, so their states are CSS's.
const Badge = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: 48,
  minWidth: 156,
  padding: '$1 $4 $1 $3',
  borderRadius: '$md',
  backgroundColor: '$black',
  color: '$white',
  textDecoration: 'none',
  cursor: 'pointer',
  ...pressable('native', 'dark'),
  '& svg': { flexShrink: 0 },
});

const Text = styled('span', { display: 'flex', flexDirection: 'column', lineHeight: 1.1 });
const Eyebrow = styled('span', { fontSize: MICRO_TEXT.size, fontWeight: '$medium' });
const Name = styled('span', { fontSize: 18, fontWeight: '$bold' });

export interface StoreButtonProps {
  store: Store;
  href: string;
  copy?: StoreCopy;
  /** "(opens in a new tab)" in the page's language: required, so no page says it in English by default. */
  newTabLabel: string;
  onPress?: () => void;
}

/** A store badge linking out in a new tab; its name is its visible text ("Get it on Google Play"). */
export function StoreButton({ store, href, copy = DEFAULT_STORE_COPY, newTabLabel, onPress }: StoreButtonProps) {
  const safe = toSafeHref(href);
  if (!safe) return null;
  const { eyebrow, name } = copy[store];
  return (
    <Badge href={safe.href} target="_blank" rel="noopener noreferrer" data-store={store} onClick={onPress}>
      {STORE_MARKS[store]}
      <Text>
        {/* The space between the spans keeps the name "Download on the App Store", not "theApp". */}
        <Eyebrow>{eyebrow}</Eyebrow> <Name>{name}</Name>
      </Text>
      <span style={visuallyHidden as React.CSSProperties}> {newTabLabel}</span>
    </Badge>
  );
}

// Badges of one width in a group (the tracks share the row), wrapping two by two on a phone.
const List = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': { width: '100%', justifyContent: 'center' },
});

export interface StoreButtonGroupProps {
  links: Partial<Record<Store, string>>;
  /** Stores not to show here (spec §1: AppGallery is hidden on one page). */
  hidden?: readonly Store[];
  label?: string;
  copy?: StoreCopy;
  newTabLabel: string;
  onPress?: (store: Store) => void;
}

/** The store badges in a fixed order; a store without a link, or hidden, is left out. */
export function StoreButtonGroup({ links, hidden = [], label = 'Download the app', copy, newTabLabel, onPress }: StoreButtonGroupProps) {
  const shown = STORES.filter((store) => links[store] && !hidden.includes(store) && toSafeHref(links[store]));
  if (shown.length === 0) return null;
  return (
    <List aria-label={label}>
      {shown.map((store) => (
        <li key={store}>
          <StoreButton store={store} href={links[store]!} copy={copy} newTabLabel={newTabLabel} onPress={onPress && (() => onPress(store))} />
        </li>
      ))}
    </List>
  );
}
