import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['PENDING', 'Pending'],
    ['PROCESSING', 'Processing'],
    ['COMPLETED', 'Completed'],
    ['FAILED', 'Failed'],
    ['IN_PROGRESS', 'In progress'],
  ])('shows %s as a word, not the code, in English', (status, word) => {
    render(<StatusBadge status={status} />);

    expect(screen.getByText(word)).toBeInTheDocument();
    expect(screen.queryByText(status)).not.toBeInTheDocument();
  });

  it('shows the Chinese word in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    render(<StatusBadge status="COMPLETED" />);

    expect(screen.getByText('已完成')).toBeInTheDocument();
  });
});
