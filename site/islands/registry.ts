// Every island of the site: the files named `<name>.island.tsx`, each loaded on the pages that
// have it (a chunk of its own), and the starters (`<name>.starter.ts`, starter.ts) of those that
// do not hydrate when the page starts. A new island is one such file and an <Island> where it goes.
import type { IslandDefinition } from './island.tsx';
import type { StarterDefinition } from './starter.ts';

const ISLANDS = import.meta.glob<{ default: IslandDefinition<object> }>('../**/*.island.tsx');
const STARTERS = import.meta.glob<{ default: StarterDefinition<object> }>('../**/*.starter.ts');

/** `../header/header.island.tsx` → `header` (and `header.starter.ts` → `header`). */
export const islandNameOf = (path: string) => /([^/]+)\.(?:island\.tsx|starter\.ts)$/.exec(path)?.[1] ?? null;

const byName = <T>(modules: Record<string, T>) => new Map(Object.entries(modules).map(([path, load]) => [islandNameOf(path), load]));
const ISLAND_LOADERS = byName(ISLANDS);
const STARTER_LOADERS = byName(STARTERS);

/** A definition must carry the name of its file, which is what the page's box names. */
function checked<T extends { name: string }>(definition: T, name: string, file: string): T {
  if (definition.name !== name) throw new Error(`${name}.${file} defines "${definition.name}"`);
  return definition;
}

/** The island of that name; refuses one the site does not have, or a file whose island has another name. */
export async function loadIsland(name: string): Promise<IslandDefinition<object>> {
  const load = ISLAND_LOADERS.get(name);
  if (!load) throw new Error(`No island named "${name}" (site/**/${name}.island.tsx)`);
  return checked((await load()).default, name, 'island.tsx');
}

/** The island's starter, or null if it has none (it hydrates when the page starts). */
export async function loadStarter(name: string): Promise<StarterDefinition<object> | null> {
  const load = STARTER_LOADERS.get(name);
  return load ? checked((await load()).default, name, 'starter.ts') : null;
}
