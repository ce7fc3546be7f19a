// An island: a part of a prerendered page that its scripts make interactive. The rest of the page
// is HTML and stays HTML (no client router: every link loads a document). The server renders the
// island's component into a box and writes its props beside it as JSON; after the build,
// prerender/islands-pages.ts moves those props into a script file of the page, and the browser's
// entry (entry.client.tsx) hydrates each box with its own component and props.
import type { ComponentType } from 'react';
import { styled } from '../../design-system/stitches.config.ts';

/** An island's name is its file's: `header.island.tsx` defines `header` (registry.ts finds it by that). */
export interface IslandDefinition<Props extends object> {
  readonly name: string;
  readonly Component: ComponentType<Props>;
}

/** The default export of every `*.island.tsx`. */
export const defineIsland = <Props extends object>(name: string, Component: ComponentType<Props>): IslandDefinition<Props> => ({ name, Component });

// The box takes no room of its own: the island's content lays out as if the box were not there.
const Box = styled('div', { display: 'contents' });

/** JSON that cannot end its <script> element or open a comment in it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Renders an island for the prerendered page: its content, then its props for the browser. */
export function Island<Props extends object>({ island, props }: { island: IslandDefinition<Props>; props: Props }) {
  const { Component } = island;
  return (
    <>
      <Box data-island={island.name}>
        <Component {...props} />
      </Box>
      <script type="application/json" data-island-props={island.name} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
    </>
  );
}
