// The one interaction language of the primitives: hover and press lay a state layer of one tint
// family over the control's own surface (tokens STATE_LAYERS), a press also sinks the control a
// little, and keyboard focus draws the one focus ring (the `focusRing` util).
//
// In Storybook, every state selector also matches inside an element with
// `data-force-state="hover"` (or `pressed`, `focus`): the state matrices of the stories show each
// state side by side that way, on docs pages too, where only one frame at a time can hold real
// focus. The site's build leaves those selectors out (they would only add bytes to every page's
// critical CSS): `__FORCED_STATES__` is defined by .storybook/vite.config.ts alone.
import { stateLayerColor, type StateLayerSurface } from '../tokens/index.ts';

export type InteractionState = 'hover' | 'pressed' | 'focus';

/** The attribute a story sets on a wrapper to show the controls inside it in a state. */
export const FORCE_STATE_ATTRIBUTE = 'data-force-state';

const TRIGGERS = {
  /** React Aria components expose their state as data attributes. */
  aria: { hover: '&[data-hovered]', pressed: '&[data-pressed]', focus: '&[data-focus-visible]' },
  /** A part drawn inside a React Aria control (a checkbox's box, a switch's track). */
  ariaChild: { hover: '[data-hovered] > &', pressed: '[data-pressed] > &', focus: '[data-focus-visible] > &' },
  /** Radix parts and native elements use the CSS pseudo-classes. */
  native: { hover: '&:hover', pressed: '&:active', focus: '&:focus-visible' },
} as const;

export type StateSource = keyof typeof TRIGGERS;

declare const __FORCED_STATES__: boolean | undefined;
const FORCED_STATES = typeof __FORCED_STATES__ !== 'undefined' && __FORCED_STATES__;

/** The selector of one state: the real one, or (in Storybook) forced by a story's state matrix. */
export function on(source: StateSource, state: InteractionState): string {
  return FORCED_STATES ? `${TRIGGERS[source][state]}, [${FORCE_STATE_ATTRIBUTE}~="${state}"] &` : TRIGGERS[source][state];
}

const layer = (state: 'hover' | 'pressed', surface: StateLayerSurface) => ({
  boxShadow: `inset 0 0 0 100vmax $colors$${stateLayerColor(state, surface)}`,
});

/** Hover and pressed layers for a control whose surface is `surface` (a variant may override). */
export function stateLayers(source: StateSource, surface: StateLayerSurface) {
  return { [on(source, 'hover')]: layer('hover', surface), [on(source, 'pressed')]: layer('pressed', surface) };
}

/** Hover, press and keyboard focus of a button-like control on a `surface`; a pressed control
 * also sinks a little, so pressing reads by more than its colour. */
export function pressable(source: StateSource, surface: StateLayerSurface = 'light') {
  return {
    outline: 'none',
    [on(source, 'hover')]: layer('hover', surface),
    [on(source, 'pressed')]: { ...layer('pressed', surface), transform: 'scale(0.97)' },
    [on(source, 'focus')]: { focusRing: true },
  } as const;
}

/**
 * Hover and press of a part drawn inside a React Aria control (a checkbox's box, a switch's
 * track): a halo of the light tint around it, `spread` px wide, whether it is on or off; and the
 * focus ring. `extra` joins the hover and pressed looks.
 */
export function halo(spread: number, extra: Record<string, string> = {}) {
  const ring = (state: 'hover' | 'pressed') => ({ ...extra, boxShadow: `0 0 0 ${spread}px $colors$${stateLayerColor(state, 'light')}` });
  return {
    '@motion': { transition: 'background-color $fast, box-shadow $fast' },
    [on('ariaChild', 'hover')]: ring('hover'),
    [on('ariaChild', 'pressed')]: ring('pressed'),
    [on('ariaChild', 'focus')]: { focusRing: true },
  } as const;
}

/** For Radix parts and native elements (pseudo-classes). */
export const nativePressableStates = pressable('native');

/** A round, icon-only control (dialog and toast close buttons); 44 px unless overridden. */
export const roundIconControl = {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '$targetComfortable',
  height: '$targetComfortable',
  padding: 0,
  border: 'none',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  color: '$text',
  cursor: 'pointer',
  ...nativePressableStates,
} as const;

