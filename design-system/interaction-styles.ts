// Interaction styling shared by the primitives, so every control answers hover, press and
// keyboard focus the same way.

const layer = (token: '$hoverLayer' | '$pressedLayer') => ({ boxShadow: `inset 0 0 0 100vmax $colors${token}` });

/** For React Aria components, which expose their state as data attributes. */
export const pressableStates = {
  outline: 'none',
  '&[data-focus-visible]': { focusRing: '$focusRing' },
  '&[data-hovered]': layer('$hoverLayer'),
  '&[data-pressed]': layer('$pressedLayer'),
} as const;

/** For Radix parts and native elements, which use the CSS pseudo-classes. */
export const nativePressableStates = {
  outline: 'none',
  '&:hover': layer('$hoverLayer'),
  '&:active': layer('$pressedLayer'),
  '&:focus-visible': { focusRing: '$focusRing', outlineOffset: 0 },
} as const;

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
