import { useSyncExternalStore } from 'react';
import { SECTIONS, type Section } from './sections';

// Sections live in the URL fragment (`#/resumes`): links work without JavaScript routing,
// Back and Forward move between sections, and the backend only ever has to serve `/`.

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const readHash = () => window.location.hash;

export function sectionForHash(hash: string): Section {
  const id = hash.replace(/^#\/?/, '');
  return SECTIONS.find((section) => section.id === id) ?? SECTIONS[0];
}

export function useHashSection(): Section {
  return sectionForHash(useSyncExternalStore(subscribe, readHash, () => ''));
}
