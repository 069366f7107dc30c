import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { NoteReader } from './note-reader';

const note = {
  id: 7,
  title: '类加载器详解（重点）',
  name: 'classloader',
  originalFilename: 'classloader.md',
  format: 'markdown',
  text: '# 类加载器详解（重点）\n\n开头一段。\n\n## 双亲委派模型的好处\n\n双亲委派模型保证了 Java 程序的稳定运行。\n\n<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
  truncated: false,
  passage: '## 双亲委派模型的好处\n\n双亲委派模型保证了 Java 程序的稳定运行。',
};

describe('NoteReader', () => {
  it('opens a note by its title at the passage, marking it and scrolling to it', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const fetchMock = mockApi({ 'GET /api/knowledgebase/7/text': () => jsonResponse(note) });

    renderWithProviders(<NoteReader id={7} chunk={3} />);

    expect(await screen.findByRole('heading', { name: '类加载器详解（重点）', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('classloader.md', { exact: false })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/knowledgebase/7/text?chunk=3');
    const marked = document.querySelectorAll('[data-passage="true"]');
    expect([...marked].map((block) => block.textContent)).toEqual(['双亲委派模型的好处', '双亲委派模型保证了 Java 程序的稳定运行。']);
    expect(scrolled).toHaveBeenCalled();
  });

  it('shows HTML written in a note as text and never runs it', async () => {
    mockApi({ 'GET /api/knowledgebase/7/text': () => jsonResponse(note) });

    const { container } = renderWithProviders(<NoteReader id={7} />);

    await screen.findByRole('heading', { name: '类加载器详解（重点）', level: 3 });
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(within(container).queryByText(/onerror/)).toBeNull();
  });
});
