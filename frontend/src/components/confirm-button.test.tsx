import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ConfirmButton } from './confirm-button';

describe('ConfirmButton', () => {
  it('asks first, acts only on confirm, and is usable from the keyboard', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmButton question="Delete “notes.md”?" confirmLabel="Delete" onConfirm={onConfirm} aria-label="Delete notes.md">
        Delete
      </ConfirmButton>,
    );
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete notes.md' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'Delete “notes.md”?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete notes.md' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
