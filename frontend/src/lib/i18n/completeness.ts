/**
 * Checks that a translation says everything the English source says: the same keys, the same
 * placeholders (`{{name}}`) and markup tags (`<strong>`), no empty text, and every plural form
 * the language needs (English `_one`/`_other`, Chinese `_other` alone). Pure, so a test can show
 * that it catches each kind of gap.
 */

type Tree = { readonly [key: string]: unknown };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)(?:\s*,[^}]*)?\s*\}\}/g;
const TAG = /<\/?([\w-]+)\s*\/?>/g;

export type Entry = { forms: Map<string, string> };

/** `{ a: { b_one: 'x', b_other: 'y' } }` → `a.b` with forms one and other; a plain string has form `''`. */
export function flatten(tree: Tree, prefix = ''): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, entry] of flatten(value as Tree, path)) entries.set(inner, entry);
      continue;
    }
    const plural = PLURAL_SUFFIX.exec(path);
    const base = plural ? path.slice(0, plural.index) : path;
    const entry = entries.get(base) ?? { forms: new Map<string, string>() };
    entry.forms.set(plural?.[1] ?? '', typeof value === 'string' ? value : String(value));
    entries.set(base, entry);
  }
  return entries;
}

const tokens = (entry: Entry, pattern: RegExp) =>
  [...new Set([...entry.forms.values()].flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1] ?? '')))].sort();

/** Every problem of `translated` (in `language`) against `source` (English), one sentence each. */
export function compareNamespace(ns: string, source: Tree, translated: Tree, language: string): string[] {
  const problems: string[] = [];
  const want = flatten(source);
  const have = flatten(translated);
  const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const [key, entry] of want) {
    const other = have.get(key);
    if (!other) {
      problems.push(`${language} ${ns}:${key} is missing`);
      continue;
    }
    const plural = !entry.forms.has('');
    if (plural) {
      for (const form of needed) if (!other.forms.has(form)) problems.push(`${language} ${ns}:${key}_${form} is missing`);
    } else if (!other.forms.has('')) {
      problems.push(`${language} ${ns}:${key} is a plural there but a plain text in English`);
    }
    for (const [form, text] of other.forms) {
      if (text.trim() === '') problems.push(`${language} ${ns}:${key}${form ? `_${form}` : ''} is empty`);
    }
    for (const [what, pattern] of [['placeholders', PLACEHOLDER], ['tags', TAG]] as const) {
      const expected = tokens(entry, pattern).join(', ');
      const actual = tokens(other, pattern).join(', ');
      if (expected !== actual) problems.push(`${language} ${ns}:${key} has ${what} [${actual}], English has [${expected}]`);
    }
  }
  for (const key of have.keys()) if (!want.has(key)) problems.push(`${language} ${ns}:${key} is not in English`);
  return problems;
}

/** Compares every namespace of every language with English (`resources.en`). */
export function compareResources(resources: Record<string, Record<string, Tree>>): string[] {
  const source = resources.en ?? {};
  const problems: string[] = [];
  for (const [language, namespaces] of Object.entries(resources)) {
    if (language === 'en') continue;
    for (const ns of new Set([...Object.keys(source), ...Object.keys(namespaces)])) {
      const want = source[ns];
      const have = namespaces[ns];
      if (!want) problems.push(`${language} has namespace ${ns}, English does not`);
      else if (!have) problems.push(`${language} has no namespace ${ns}`);
      else problems.push(...compareNamespace(ns, want, have, language));
    }
  }
  return problems;
}
