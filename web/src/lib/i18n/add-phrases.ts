import { i18n } from './i18n';

/**
 * Adds the phrases of pages that load lazily (a namespace each), so the first load does not carry
 * them. A phrase file registers itself: the modules that use it import it for that side effect.
 */
export function addPhrases(namespace: string, phrases: object) {
  if (!i18n.exists(namespace, { returnObjects: true }))
    i18n.addResourceBundle('en-GB', 'translation', { [namespace]: phrases }, true, false);
}
