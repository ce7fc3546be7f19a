// A page rendered for the CMS's Preview (server/live/preview.ts) carries `data-preview` on <html>:
// nothing done on it is recorded. Storage stays in memory (no dismissal, no consent, no progress
// kept), analytics sends nothing and forms send nothing (they answer as if they had).
export const isPreview = () => typeof document !== 'undefined' && document.documentElement.hasAttribute('data-preview');
