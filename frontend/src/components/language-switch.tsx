import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '@/lib/i18n/i18n';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';

/** The header's language choice; each language is named in itself, so anyone can find theirs. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} value={currentLanguage()} onChange={(event) => void chooseLanguage(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languageName.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
