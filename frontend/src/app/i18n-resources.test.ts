import { describe, expect, it } from 'vitest';
import { compareResources } from '@/lib/i18n/completeness';
import { LANGUAGES } from '@/lib/i18n/languages';
import { EN, RESOURCES } from './i18n-resources';

// Every translation file under src/, registered or not: a feature that adds locales/ but forgets
// to register them (or a language file) fails here rather than showing keys on the page.
const FILES = import.meta.glob<Record<string, unknown>>('/src/**/locales/*.json', { eager: true, import: 'default' });

describe('translations', () => {
  it('has both languages complete: same keys, placeholders, tags and plural forms as English', () => {
    expect(compareResources(RESOURCES)).toEqual([]);
  });

  it('registers every locales/<language>.json under src/, for every language, once', () => {
    const registered = new Map<unknown, string>();
    for (const [language, namespaces] of Object.entries(RESOURCES)) {
      for (const [ns, resource] of Object.entries(namespaces)) registered.set(resource, `${language}/${ns}`);
    }
    const folders = new Set<string>();
    for (const [path, resource] of Object.entries(FILES)) {
      const language = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
      expect(LANGUAGES, `${path} is not one of the page's languages`).toContain(language);
      expect(registered.get(resource), `${path} is not registered in src/app/i18n-resources.ts`).toMatch(new RegExp(`^${language}/`));
      folders.add(path.slice(0, path.lastIndexOf('/')));
    }
    for (const folder of folders) {
      for (const language of LANGUAGES) expect(Object.keys(FILES)).toContain(`${folder}/${language}.json`);
    }
    expect(registered.size).toBe(Object.keys(FILES).length);
    expect(Object.keys(RESOURCES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('is written in Chinese in zh-CN: no English sentence left untranslated', () => {
    // Names, codes and pure placeholders may be the same in both; sentences may not.
    const same = Object.entries(EN).flatMap(([ns, source]) => untranslated(ns, source, RESOURCES['zh-CN'][ns as keyof typeof EN]));
    expect(same).toEqual([]);
  });

  it('is written in English in en: no Chinese except the language switch, which names each language in itself', () => {
    const chinese = texts(EN).filter(([path, text]) => /\p{Script=Han}/u.test(text) && !path.startsWith('common:languageName.') && !EXAMPLES.has(path));
    expect(chinese).toEqual([]);
  });

  it('names the analyzers one way: offline (no language model configured), or the language model by name', () => {
    // "built-in AI", "rule engine, no AI model" and "no language model configured" side by side read as contradictions
    const other = /\bAI\b|AI service|内置 ?AI|大模型|AI ?模型|规则引擎|内置评估器/i;
    const found = Object.values(RESOURCES).flatMap((namespaces) => texts(namespaces)).filter(([, text]) => other.test(text));
    expect(found).toEqual([]);
  });
});

// English texts that show a Chinese example on purpose (account names may be in any script)
const EXAMPLES = new Set(['account:signUp.rules']);

function texts(namespaces: Record<string, unknown>): [string, string][] {
  const walk = (value: unknown, path: string): [string, string][] =>
    typeof value === 'string'
      ? [[path, value]]
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, child]) => walk(child, path.endsWith(':') ? path + key : `${path}.${key}`))
        : [];
  return Object.entries(namespaces).flatMap(([ns, resource]) => walk(resource, `${ns}:`));
}

function untranslated(ns: string, en: unknown, zh: unknown, path = ''): string[] {
  if (typeof en === 'string') {
    const words = en.replace(/\{\{[^}]*\}\}|<[^>]*>/g, '').match(/[A-Za-z]{3,}/g) ?? [];
    const sentence = words.filter((word) => !/^[A-Z]+$/.test(word)).length >= 2;
    return sentence && en === zh ? [`${ns}:${path}`] : [];
  }
  if (en && typeof en === 'object' && zh && typeof zh === 'object') {
    return Object.entries(en).flatMap(([key, value]) =>
      untranslated(ns, value, (zh as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
    );
  }
  return [];
}
