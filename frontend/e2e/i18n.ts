import fs from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { FRONTEND_DIR } from './backend';

/**
 * The page's own words in the language a Playwright project runs in (`en`, `zh-CN`), read from
 * the same locales/*.json the page uses, so each spec runs once per language without a copy of
 * the texts: `t('resume:upload.title')`, `t('interview:questionCount', { count: 3 })`, and
 * `pattern('resume:analysis.overallLabel', { score: '\\d+' })` for a RegExp (placeholders not
 * given match anything).
 */
type Tree = { [key: string]: string | Tree };

const SRC = path.join(FRONTEND_DIR, 'src');

/** `src/features/resume/locales` → `resume`; `src/app/locales` → `app`; `src/lib/i18n/locales` → `common`. */
function namespaceOf(localesDir: string): string {
  const parent = path.basename(path.dirname(localesDir));
  return parent === 'i18n' ? 'common' : parent;
}

function findLocaleDirs(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales') found.push(full);
    else findLocaleDirs(full, found);
  }
  return found;
}

function load(language: string): Record<string, Tree> {
  const namespaces: Record<string, Tree> = {};
  for (const dir of findLocaleDirs(SRC)) {
    namespaces[namespaceOf(dir)] = JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Tree;
  }
  return namespaces;
}

export type Values = Record<string, string | number>;

export function translator(language: string) {
  const resources = load(language);
  const plural = new Intl.PluralRules(language);

  const raw = (key: string, values: Values = {}): string => {
    const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
    let node: string | Tree | undefined = resources[ns];
    const parts = path.split('.');
    const last = parts.pop()!;
    for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
    const leaf =
      typeof node === 'object'
        ? (node[`${last}_${plural.select(Number(values.count ?? 0))}`] ?? node[`${last}_other`] ?? node[last])
        : undefined;
    if (typeof leaf !== 'string') throw new Error(`e2e: no ${language} text for ${key}`);
    return leaf.replace(/<\/?[\w-]+>/g, ''); // <Trans> markup: the page shows the text only
  };

  return {
    language,
    /** The text as the page shows it. */
    t: (key: string, values: Values = {}) => raw(key, values).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? '')),
    /**
     * The text as a RegExp, the whole text unless `anchored` is false; `sources` are RegExp sources
     * for placeholders, the others match anything.
     */
    pattern: (key: string, sources: Values = {}, anchored = true) => {
      const text = raw(key, sources);
      const parts = text.split(/(\{\{\s*\w+\s*\}\})/);
      const source = parts
        .map((part) => {
          const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
          if (name) return name in sources ? String(sources[name]) : '.+';
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return new RegExp(anchored ? `^${source}$` : source);
    },
    /** The start of the text, as a RegExp: for messages that continue with the server's own words. */
    prefix: (key: string) => new RegExp(`^${raw(key).replace(/\{\{\s*\w+\s*\}\}.*$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  };
}

/** The words of the project this test runs in. */
export const wordsFor = (testInfo: TestInfo) => translator(testInfo.project.name);
