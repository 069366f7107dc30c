// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The lint rules are promises about the code (see eslint.config.js); these show each one fires,
// so a config change that silently disables one fails here.
const eslint = new ESLint(); // from the frontend folder, where Vitest runs

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// Loading the config and the TypeScript parser takes seconds on a busy machine: once, up front.
beforeAll(() => problems('src/lib/warm-up.ts', 'export const warm = 1;'), 120_000);

describe('lint rules', { timeout: 60_000 }, () => {
  it('keeps features apart: a feature imports lib, components and itself, never another feature', async () => {
    const found = await problems(
      'src/features/resume/components/probe.tsx',
      [
        "import { formatBytes } from '@/lib/format';",
        "import { EmptyState } from '@/components/empty-state';",
        "import { useResumes } from '../api/get-resumes';",
        "import { useSession } from '@/features/interview/api/get-session';",
        "import { highlight } from '../../knowledgebase/components/knowledge-base-search';",
        'export const used = [formatBytes, EmptyState, useResumes, useSession, highlight];',
      ].join('\n'),
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^boundaries\/dependencies: .*feature="resume".*feature="interview"/);
    expect(found[1]).toMatch(/^boundaries\/dependencies: .*feature="resume".*feature="knowledgebase"/);
  });

  it('keeps lib and components below the features', async () => {
    const fromLib = await problems('src/lib/probe.ts', "import { useResumes } from '@/features/resume/api/get-resumes';\nexport const x = useResumes;");
    const fromComponents = await problems(
      'src/components/probe.ts',
      "import { useResumes } from '@/features/resume/api/get-resumes';\nexport const x = useResumes;",
    );
    expect(fromLib).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"lib".*feature="resume"/)]);
    expect(fromComponents).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"components".*feature="resume"/)]);
  });

  it('refuses words written into JSX, in text, attributes and expressions, and accepts t()', async () => {
    const found = await problems(
      'src/features/resume/components/probe.tsx',
      [
        "import { useTranslation } from 'react-i18next';",
        'export function Probe({ n }: { n: number }) {',
        "  const { t } = useTranslation('resume');",
        '  return (',
        "    <p className=\"muted\" title={t('title')}>",
        '      Hello <span aria-label="Your resumes">{n > 1 ? \'many\' : t(\'intro\')}</span> {`${n} left`}',
        '    </p>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(found.filter((line) => line.startsWith('i18next/no-literal-string'))).toHaveLength(4);
    expect(found.every((line) => line.startsWith('i18next/no-literal-string'))).toBe(true);
  });

  it('applies the React hooks rules', async () => {
    const found = await problems(
      'src/components/probe.tsx',
      "import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}",
    );
    expect(found).toEqual([expect.stringMatching(/^react-hooks\/rules-of-hooks:/)]);
  });
});
