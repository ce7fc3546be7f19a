// Loads Google Tag Manager when the server named a container (domain/analytics/tag-manager.ts),
// as Google's snippet does, with the response's nonce the policy allows it by. Nothing otherwise.
import { TAG_MANAGER_META, TAG_MANAGER_ORIGIN } from '../../../domain/analytics/tag-manager.ts';

export function loadTagManager(nonce: string | undefined): void {
  const id = document.querySelector<HTMLMetaElement>(`meta[name="${TAG_MANAGER_META}"]`)?.content;
  // A preview for the CMS records nothing (root.tsx data-preview).
  if (!id || !nonce || document.documentElement.hasAttribute('data-preview')) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.nonce = nonce;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}
