// The cookie policy's table, in a locale: each declared cookie or storage item with its purpose,
// how long it lasts and its category, in the words of the `legal` catalog.
import type { Locale } from '../constants.ts';
import LEGAL_COPY from '../i18n/compiled/legal.ts';
import { SITE_STORAGE, type StorageLifetime } from './site-storage.ts';

export interface StorageTableView {
  caption: string;
  headings: { name: string; purpose: string; lifetime: string; category: string };
  rows: Array<{ name: string; place: string; purpose: string; lifetime: string; category: string }>;
}

/** The section of the cookie policy the table belongs in (its text introduces it). */
export const STORAGE_TABLE_SECTION = 'cookies-we-set';

export function storageTable(locale: Locale): StorageTableView {
  const words = LEGAL_COPY[locale];
  const lifetime = (value: StorageLifetime) =>
    typeof value === 'string' ? words.lifetime[value] : 'days' in value ? words.lifetime.days({ days: value.days }) : words.lifetime.upToDays({ days: value.upToDays });
  return {
    caption: words.table.caption,
    headings: { name: words.table.name, purpose: words.table.purpose, lifetime: words.table.lifetime, category: words.table.category },
    rows: SITE_STORAGE.map((item) => ({
      name: item.name,
      place: words.places[item.place],
      purpose: words.purposes[item.name],
      lifetime: lifetime(item.lifetime),
      category: words.categories[item.category],
    })),
  };
}
