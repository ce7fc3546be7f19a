import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// The server's style nonce (server/security.ts), for the <style> elements libraries insert at
// run time: react-aria reads the meta itself; Radix's scroll lock (get-nonce) reads this global.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) (window as Window & { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
