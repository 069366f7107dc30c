import { splitHash, useHash } from '@/lib/hash-route';
import { SECTIONS, type Section } from './sections';

// Sections live in the URL fragment (`#/resumes`, `#/interview?session=3`): links work without
// JavaScript routing, Back and Forward move between sections, and the backend only ever serves `/`.

export function sectionForHash(hash: string): Section {
  const { path } = splitHash(hash);
  return SECTIONS.find((section) => section.id === path) ?? SECTIONS[0];
}

export function useHashSection(): Section {
  return sectionForHash(useHash());
}
