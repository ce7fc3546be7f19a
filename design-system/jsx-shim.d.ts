// @stitches/react 1.2.8 types reference the global `JSX` namespace, which React 19's types no
// longer declare; point it at React's own so styled components keep their element props.
import type { JSX as ReactJSX } from 'react';

declare global {
  namespace JSX {
    type Element = ReactJSX.Element;
    type IntrinsicElements = ReactJSX.IntrinsicElements;
    type ElementClass = ReactJSX.ElementClass;
  }
}
