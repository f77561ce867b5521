import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enGb } from './en-gb';

/** How a phrase key without a translation is shown (spec §8): the key between markers. */
export const missingPhrase = (key: string) => `[[${key}]]`;

/** A configured i18next instance with the bundled en-GB phrases, initialised synchronously. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en-GB',
    fallbackLng: false,
    resources: { 'en-GB': { translation: enGb } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    parseMissingKeyHandler: (key: string) => missingPhrase(key),
  });
  return instance;
}

/** The app's one instance. */
export const i18n = createI18n();
