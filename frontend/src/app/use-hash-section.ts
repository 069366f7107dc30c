import { splitHash, useHash } from '@/lib/hash-route';
import { SECTIONS, type Section } from './sections';

// Sections live in the URL fragment (`#/resumes`, `#/interview?session=3`): links work without
// JavaScript routing, Back and Forward move between sections, and the backend only ever serves `/`.

export function sectionForHash(hash: string, sections: readonly [Section, ...Section[]] = SECTIONS): Section {
  const { path } = splitHash(hash);
  return sections.find((section) => section.id === path) ?? sections[0];
}

export function useHashSection(sections: readonly [Section, ...Section[]] = SECTIONS): Section {
  return sectionForHash(useHash(), sections);
}
