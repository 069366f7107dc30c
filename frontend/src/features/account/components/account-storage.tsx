import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { formatBytes } from '@/lib/format';
import { useStorageUsage } from '../api/account';

/** How much of its storage quota the account uses, and on what (everything it stores counts). */
export function AccountStorage() {
  const { t, i18n } = useTranslation('account');
  const storage = useStorageUsage();
  const size = (bytes: number) => formatBytes(bytes, i18n.language);

  return (
    <section className="account-menu__section" aria-labelledby="account-storage-title">
      <h3 id="account-storage-title" className="account-menu__title">
        {t('storage.title')}
      </h3>
      <ErrorMessage error={storage.error} />
      {storage.data ? (
        <p className="account-menu__meta">
          {t('storage.used', { used: size(storage.data.usedBytes), quota: size(storage.data.quotaBytes) })}
          <br />
          {t('storage.parts', {
            files: size(storage.data.parts.FILES),
            chunks: size(storage.data.parts.CHUNKS),
            chat: size(storage.data.parts.CHAT),
            interviews: size(storage.data.parts.INTERVIEWS),
          })}
        </p>
      ) : null}
    </section>
  );
}
