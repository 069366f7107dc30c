/// <reference types="node" />
// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The English UI is written in American spelling throughout ("Analyzed" beside "Practise" read as two
 * writers): the page's own en locales and the server's English texts (resume messages, question-bank names).
 */
const FRONTEND = path.resolve(import.meta.dirname, '../../..');
const RESOURCES = path.resolve(FRONTEND, '../src/main/resources');
const BRITISH = /\b\w*(practis|behaviour|recognis|organis|summaris|optimis|prioritis|utilis|analys(e|ed|ing)\b|colour|favour|licence|centre)\w*/gi;

function files(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') files(full, keep, found);
    else if (entry.isFile() && keep(full)) found.push(full);
  }
  return found;
}

/** English strings only: an en locale's values, the `en` names of a question bank, en message files. */
function englishText(file: string): string {
  if (file.endsWith('.properties')) return fs.readFileSync(file, 'utf8');
  if (file.endsWith('en.json')) return JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')));
  const bank = JSON.parse(fs.readFileSync(file, 'utf8')) as { names?: { en?: string } };
  return bank.names?.en ?? '';
}

describe('English wording', () => {
  it('uses American spelling in every English string the page shows', () => {
    const sources = [
      ...files(path.join(FRONTEND, 'src'), (file) => file.endsWith(`${path.sep}locales${path.sep}en.json`)),
      ...files(RESOURCES, (file) => /_en\.properties$/.test(file) || file.includes(`${path.sep}banks${path.sep}`)),
    ];
    expect(sources.length).toBeGreaterThan(5);
    const found = sources.flatMap((file) => (englishText(file).match(BRITISH) ?? []).map((word) => `${path.relative(FRONTEND, file)}: ${word}`));
    expect(found).toEqual([]);
  });
});
