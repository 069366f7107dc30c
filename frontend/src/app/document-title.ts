import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab names the open page ("Ask · PrepStream", "问答 · PrepStream"), so several tabs of the app and
 * the history list can be told apart; signed out, the tab is the brand alone.
 */
export function useDocumentTitle(page: string | null) {
  const { t } = useTranslation('app');
  const title = page ? t('documentTitle', { page, brand: t('brand') }) : t('brand');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
