import type { FlatNamespace } from 'i18next';
import { useTranslation } from 'react-i18next';
import { humanize } from '@/lib/format';

/**
 * Labels for keys the server names (score names such as `technicalDepth`, status codes): the
 * translation under `<prefix>.<key>` in `ns` when there is one, else `fallback(key)`. Such keys
 * are only known at run time, so this is the one place that looks them up untyped.
 */
export function useKeyLabel(ns: FlatNamespace, prefix: string, fallback: (key: string) => string = humanize): (key: string) => string {
  const { i18n } = useTranslation(ns);
  const t = i18n.getFixedT(null, ns) as unknown as (key: string) => string;
  return (key) => {
    const full = `${prefix}.${key}`;
    return i18n.exists(full, { ns }) ? t(full) : fallback(key);
  };
}
