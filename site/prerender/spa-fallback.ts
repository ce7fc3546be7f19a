import { createContext } from 'react';

/**
 * True while React Router renders its SPA fallback (`__spa-fallback.html`), the one page it will
 * not build without its own scripts. No URL serves that file (server/app.ts); every real page's
 * scripts are its islands'.
 */
export const SpaFallbackContext = createContext(false);
