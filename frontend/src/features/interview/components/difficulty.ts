import { useTranslation } from 'react-i18next';
import type { Difficulty } from '../types';

export const DIFFICULTIES: readonly Difficulty[] = ['EASY', 'MEDIUM', 'HARD'];

const isDifficulty = (value: string): value is Difficulty => (DIFFICULTIES as readonly string[]).includes(value);

/** A session's difficulty in the page's language; one the page does not know shows as sent. */
export function useDifficultyLabel(): (difficulty: string | null | undefined) => string | undefined {
  const { t } = useTranslation('interview');
  return (difficulty) => {
    if (!difficulty) return undefined;
    const upper = difficulty.toUpperCase();
    return isDifficulty(upper) ? t(`difficulty.${upper}`) : difficulty;
  };
}
