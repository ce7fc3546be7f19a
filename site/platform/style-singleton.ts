// react-style-singleton's API (what react-remove-scroll-bar, under Radix's modal dialogs, uses to
// lock the page's scroll while a popup is open), with its rules in a constructed style sheet
// instead of a <style> element. The site's policy allows a <style> only with the response's nonce,
// which a script finds in a Server-Timing entry: where there is none (Safari before 16.4, a page
// over plain HTTP off localhost, a test's fake clock), the element was refused, the scroll lock
// lost and an error logged on every popup (issue #42). The policy does not govern constructed
// sheets. The site's build puts this module in the library's place (vite.config.ts).
import { useEffect } from 'react';

interface Sheet {
  remove(): void;
}

/** The rules in force, until removed: a constructed sheet, else (no constructable sheets) a <style> with the response's nonce. */
function insert(css: string): Sheet {
  if ('adoptedStyleSheets' in document && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return { remove: () => void (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((kept) => kept !== sheet)) };
  }
  const element = Object.assign(document.createElement('style'), { textContent: css });
  const nonce = (window as Window & { __webpack_nonce__?: string }).__webpack_nonce__;
  if (nonce) element.setAttribute('nonce', nonce);
  document.head.append(element);
  return { remove: () => element.remove() };
}

/** Styles added by the first of several users and removed with the last. */
export function stylesheetSingleton() {
  let users = 0;
  let sheet: Sheet | null = null;
  return {
    add(css: string) {
      if (users === 0) sheet = insert(css);
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0) {
        sheet?.remove();
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // As the library does: the styles of the first render, unless they are dynamic.
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
