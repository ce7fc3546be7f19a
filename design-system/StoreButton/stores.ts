/** Spec §1: App Store, Google Play, Huawei AppGallery, plus a Mac download. */
export const STORES = ['app-store', 'google-play', 'app-gallery', 'mac'] as const;
export type Store = (typeof STORES)[number];

export const isStore = (name: unknown): name is Store => (STORES as readonly unknown[]).includes(name);
