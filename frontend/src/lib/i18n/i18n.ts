import i18next, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, toLanguage, type Language } from './languages';

/**
 * The page's one i18next instance. Resources are bundled (no loading round trip): the app shell
 * registers every namespace (`src/app/i18n-resources.ts`) and calls {@link initI18n} before the
 * first render. The language is, in order: the one chosen in the header (localStorage), else the
 * first of the browser's languages we have (`navigator.languages`), else English.
 */
export const i18n = i18next.createInstance();

export function initI18n(resources: Resource, language?: Language): typeof i18n {
  if (i18n.isInitialized) {
    if (language) void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      defaultNS: 'common',
      ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnEmptyString: false,
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: [],
        convertDetectedLanguage: (tag: string) => toLanguage(tag) ?? tag,
      },
    });
  followDocumentLanguage();
  return i18n;
}

/** The language the page shows now. */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;
}

/** Switches the page and remembers the choice for the next visit. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  await i18n.changeLanguage(language);
}

/** `<html lang>` follows the page, so screen readers and fonts pick the right language. */
function followDocumentLanguage() {
  const apply = () => {
    if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
  };
  apply();
  i18n.on('languageChanged', apply);
}
