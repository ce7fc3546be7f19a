// What a native control runs when pressed (Button, IconButton).

/**
 * A native control's click handler from its own `onClick` (what a Radix `asChild` trigger passes
 * down) and its `onPress`: both run, the first first.
 */
export function bothHandlers<Event>(onClick?: (event: Event) => void, onPress?: (event: Event) => void) {
  return (event: Event) => {
    onClick?.(event);
    onPress?.(event);
  };
}
