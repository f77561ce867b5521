import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/**
 * Adds the phrases of pages that load lazily (a namespace each), so the first load does not carry
 * them. A phrase file registers itself: the modules that use it import it for that side effect.
 */
export function addPhrases(namespace: string, phrases: object) {
  if (!i18n.exists(namespace, { returnObjects: true }))
    i18n.addResourceBundle('en-GB', 'translation', { [namespace]: phrases }, true, false);
}

/**
 * `useTranslation` for a page whose phrases load lazily: the page names its phrase bundle where it
 * uses it, and the bundle is added (once) before the first phrase is read, nothing by side effect.
 */
export function usePhrases(namespace: string, phrases: object) {
  addPhrases(namespace, phrases);
  return useTranslation();
}
