// What more than the footer reads of the footer record: its store links and the legal entity's addresses.
import { linkCondition } from '../rules/index.ts';
import type { AddressVariant } from '../rules/legal.ts';
import type { Footer } from './schemas.ts';

/** The stores a download link may name (spec §1); the design system draws a button for each (tests/one-source.test.ts). */
export const STORES = ['app-store', 'google-play', 'app-gallery', 'mac'] as const;
export type Store = (typeof STORES)[number];
const isStore = (name: unknown): name is Store => (STORES as readonly unknown[]).includes(name);

/** The footer's download links by store, those shown to everyone (the app showcase shows the same). */
export function storeLinksOf(footer: Footer | null): Partial<Record<Store, string>> {
  return Object.fromEntries(
    (footer?.downloadLinks.links ?? []).flatMap((link) => (isStore(link.icon?.name) && linkCondition(link.visible) === null ? [[link.icon.name, link.href]] : [])),
  ) as Partial<Record<Store, string>>;
}

const ADDRESS_VARIANTS: readonly AddressVariant[] = ['UAEAddress', 'USAddress', 'nonUAEAddress'];

/** The legal entity's addresses the record gives, each shown by its `data-when="address-<variant>"` condition. */
export const footerAddresses = (footer: Footer | null): Array<{ variant: AddressVariant; text: string }> =>
  ADDRESS_VARIANTS.flatMap((variant) => (footer?.[variant] ? [{ variant, text: footer[variant] }] : []));
