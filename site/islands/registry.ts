// Every island of the site: the files named `<name>.island.tsx`, each loaded on the pages that
// have it (a chunk of its own). A new island is one such file and an <Island> where it goes.
import type { IslandDefinition } from './island.tsx';

const MODULES = import.meta.glob<{ default: IslandDefinition<object> }>('../**/*.island.tsx');

/** `../header/header.island.tsx` → `header`. */
export const islandNameOf = (path: string) => /([^/]+)\.island\.tsx$/.exec(path)?.[1] ?? null;

const LOADERS = new Map(Object.entries(MODULES).map(([path, load]) => [islandNameOf(path), load]));

/** The island of that name; refuses one the site does not have, or a file whose island has another name. */
export async function loadIsland(name: string): Promise<IslandDefinition<object>> {
  const load = LOADERS.get(name);
  if (!load) throw new Error(`No island named "${name}" (site/**/${name}.island.tsx)`);
  const island = (await load()).default;
  if (island.name !== name) throw new Error(`${name}.island.tsx defines the island "${island.name}"`);
  return island;
}
