import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { App } from './app';

describe('App', () => {
  beforeEach(() => {
    window.location.hash = '';
    mockFetch((url) =>
      url === '/api/system/info'
        ? jsonResponse({ name: 'PrepStream', version: '0.1.0-SNAPSHOT', status: 'UP', components: { db: 'UP', redis: 'UP' } })
        : jsonResponse([]),
    );
  });

  it('offers the five sections as keyboard-reachable links and starts on the knowledge base', async () => {
    renderWithProviders(<App />);

    expect(screen.getByRole('heading', { level: 1, name: 'PrepStream' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const links = ['Knowledge base', 'Resumes', 'Interview', 'Operations'].map((name) =>
      screen.getByRole('link', { name }),
    );
    links.forEach((link) => expect(nav).toContainElement(link));
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Knowledge base' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.tab(); // skip link
    await user.tab();
    expect(links[0]).toHaveFocus();
    await user.tab();
    expect(links[1]).toHaveFocus();
  });

  it('switches section when a nav link is followed', async () => {
    renderWithProviders(<App />);

    await userEvent.click(screen.getByRole('link', { name: 'Operations' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Operations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Operations' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Knowledge base' })).not.toHaveAttribute('aria-current');
    expect(window.location.hash).toBe('#/operations');
  });
});
