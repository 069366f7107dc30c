import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockXhr } from '@/testing/fake-xhr';
import { aKnowledgeBaseItem } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi, problemResponse, renderWithProviders } from '@/testing/test-utils';
import { KnowledgeBasePage } from './knowledge-base-page';

const card = (name: string) => screen.getByRole('article', { name });

describe('KnowledgeBasePage', () => {
  afterEach(() => vi.useRealTimers());

  it('lists documents with status badge and chunk count', async () => {
    mockApi({
      'GET /api/knowledgebase/list': () =>
        jsonResponse([aKnowledgeBaseItem(), aKnowledgeBaseItem({ id: 2, name: '系统设计笔记', vectorStatus: 'PROCESSING', chunkCount: null })]),
    });

    renderWithProviders(<KnowledgeBasePage />);

    expect(await screen.findByRole('article', { name: 'Spring notes' })).toBeInTheDocument();
    expect(within(card('Spring notes')).getByText('Completed')).toHaveClass('badge--ok');
    expect(within(card('Spring notes')).getByText('Passages').nextSibling).toHaveTextContent('4');
    expect(within(card('系统设计笔记')).getByText('Processing')).toBeInTheDocument();
  });

  it('shows an empty knowledge base as such', async () => {
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse([]) });

    renderWithProviders(<KnowledgeBasePage />);

    expect(await screen.findByText('You have no notes yet.')).toBeInTheDocument();
  });

  it("shows the problem's detail when the list cannot load", async () => {
    mockApi({
      'GET /api/knowledgebase/list': () => problemResponse({ status: 400, title: 'Bad Request', detail: 'sortBy must be one of createdAt, name, size' }),
    });

    renderWithProviders(<KnowledgeBasePage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('sortBy must be one of createdAt, name, size');
  });

  it('shows why a FAILED document failed and retries it', async () => {
    let status = 'FAILED';
    const fetchMock = mockApi({
      'GET /api/knowledgebase/list': () =>
        jsonResponse([aKnowledgeBaseItem({ vectorStatus: status, vectorError: 'PDF is damaged: no text could be extracted' })]),
      'POST /api/knowledgebase/1/revectorize': () => {
        status = 'PENDING';
        return jsonResponse(aKnowledgeBaseItem({ vectorStatus: 'PENDING', vectorError: null }), { status: 202 });
      },
    });
    renderWithProviders(<KnowledgeBasePage />);

    expect(await screen.findByText('PDF is damaged: no text could be extracted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry Spring notes' }));

    expect(await within(card('Spring notes')).findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('PDF is damaged: no text could be extracted')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/knowledgebase/1/revectorize')).toHaveLength(1);
  });

  it('deletes only after confirmation', async () => {
    let items = [aKnowledgeBaseItem()];
    const fetchMock = mockApi({
      'GET /api/knowledgebase/list': () => jsonResponse(items),
      'DELETE /api/knowledgebase/1': () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<KnowledgeBasePage />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Spring notes' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/knowledgebase/1')).toHaveLength(0);
    const confirm = screen.getByRole('group', { name: 'Delete “Spring notes”?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spring notes' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/knowledgebase/1')).toHaveLength(1);
  });

  it('filters by category and sorts through the list parameters', async () => {
    const fetchMock = mockApi({
      'GET /api/knowledgebase/list': ({ url }) =>
        jsonResponse(
          url.searchParams.get('category') === 'Redis'
            ? [aKnowledgeBaseItem({ id: 2, name: 'Redis notes', category: 'Redis' })]
            : [aKnowledgeBaseItem(), aKnowledgeBaseItem({ id: 2, name: 'Redis notes', category: 'Redis' })],
        ),
    });
    renderWithProviders(<KnowledgeBasePage />);
    await screen.findByRole('article', { name: 'Spring notes' });
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Category'), 'Redis');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spring notes' })).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Sort by'), 'size');

    const urls = callsTo(fetchMock, 'GET', '/api/knowledgebase/list').map(([href]) => String(href));
    expect(urls).toContain('/api/knowledgebase/list?category=Redis&sortBy=createdAt');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/knowledgebase/list').map(([href]) => String(href))).toContain(
        '/api/knowledgebase/list?category=Redis&sortBy=size',
      ),
    );
  });

  it('searches and shows each hit with its document, score and text', async () => {
    mockApi({
      'GET /api/knowledgebase/list': () => jsonResponse([aKnowledgeBaseItem()]),
      'GET /api/knowledgebase/search': ({ url }) =>
        jsonResponse([
          { knowledgeBaseId: 1, knowledgeBaseName: 'Spring notes', chunkIndex: 2, content: `Beans are managed by the ${url.searchParams.get('q')}.`, score: 0.8123 },
          { knowledgeBaseId: 2, knowledgeBaseName: 'Spring 笔记', chunkIndex: 0, content: 'IoC container 负责管理 Bean', score: 0.5501, otherLanguage: true },
        ]),
    });
    renderWithProviders(<KnowledgeBasePage />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: 'Search text' }), 'container?');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('list', { name: 'Results for container?' });
    expect(within(results).getByText('Spring notes')).toBeInTheDocument();
    expect(within(results).getByText('relevance 0.81')).toBeInTheDocument();
    expect(within(results).getAllByText('container', { selector: 'mark' })).toHaveLength(2);
    // only the hit found across languages says so
    expect(within(results).getAllByText(/found by its words in a note of another language/)).toHaveLength(1);
    expect(within(results).getByText('Spring 笔记').closest('li')).toHaveTextContent('another language');
  });

  it("shows each note by its title once, with its passages cleaned and opening the note at the passage", async () => {
    const fetchMock = mockApi({
      'GET /api/knowledgebase/list': () => jsonResponse([aKnowledgeBaseItem()]),
      'GET /api/knowledgebase/search': () =>
        jsonResponse([
          { knowledgeBaseId: 3, knowledgeBaseName: 'classloader', title: '类加载器详解（重点）', chunkIndex: 4, content: '### 双亲委派模型\n双亲委派模型是什么', score: 0.81 },
          { knowledgeBaseId: 3, knowledgeBaseName: 'classloader', title: '类加载器详解（重点）', chunkIndex: 9, content: '![图](a.png)双亲委派的好处见 [这里](../jvm.md)', score: 0.76 },
          { knowledgeBaseId: 5, knowledgeBaseName: 'tcp-connection-and-disconnection', title: 'TCP 三次握手和四次挥手', chunkIndex: 0, content: '```mermaid\ngraph TD\n```\nTCP 连接', score: 0.52 },
        ]),
    });
    renderWithProviders(<KnowledgeBasePage />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: 'Search text' }), '双亲委派模型是什么');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('list', { name: 'Results for 双亲委派模型是什么' });
    const notes = within(results).getAllByRole('listitem').filter((item) => item.parentElement === results);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toHaveTextContent('类加载器详解（重点）');
    // the file's name is the title's tooltip, not text beside it (issue 29)
    expect(notes[0]).not.toHaveTextContent('classloader');
    expect(within(notes[0] as HTMLElement).getByText('类加载器详解（重点）')).toHaveAttribute('title', 'File: classloader');
    expect(within(notes[0] as HTMLElement).getAllByRole('link', { name: 'Open in the note' }).map((link) => link.getAttribute('href'))).toEqual([
      '#/knowledge-base?note=3&chunk=4',
      '#/knowledge-base?note=3&chunk=9',
    ]);
    expect(results.textContent).not.toMatch(/###|mermaid|!\[|\]\(|\.md/);
    expect(String(callsTo(fetchMock, 'GET', '/api/knowledgebase/search')[0]?.[0])).toContain('passages=3');
  });

  it('shows a passage that reads the same as one above it in its note once, and commands and web addresses as code and links', async () => {
    mockApi({
      'GET /api/knowledgebase/list': () => jsonResponse([aKnowledgeBaseItem()]),
      'GET /api/knowledgebase/search': () =>
        jsonResponse([
          // overlapping chunks of JavaGuide's MySQL note: the second shows the same words as the first
          { knowledgeBaseId: 7, knowledgeBaseName: 'mysql-questions-01', chunkIndex: 367, score: 0.79, content: '## MySQL 学习资料推荐\n\n**文章推荐** :\n\n- 慢查询日志：`slow_query_log`。' },
          { knowledgeBaseId: 7, knowledgeBaseName: 'mysql-questions-01', chunkIndex: 368, score: 0.61, content: '**文章推荐** :\n\n- 慢查询日志：`slow_query_log`。' },
          { knowledgeBaseId: 7, knowledgeBaseName: 'mysql-questions-01', chunkIndex: 12, score: 0.6, content: '查看状态：\n\nmysql -u root -p -e "SHOW ENGINE INNODB STATUS"\n\n文档：https://dev.mysql.com/doc/refman/8.0/en/。' },
          { knowledgeBaseId: 8, knowledgeBaseName: 'mysql-index', chunkIndex: 0, score: 0.5, content: '**文章推荐** :\n\n- 慢查询日志：`slow_query_log`。' },
        ]),
    });
    renderWithProviders(<KnowledgeBasePage />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: 'Search text' }), 'MySQL 学习资料推荐');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('list', { name: 'Results for MySQL 学习资料推荐' });
    const links = within(results).getAllByRole('link', { name: 'Open in the note' }).map((link) => link.getAttribute('href'));
    // another note may say the same: it is another note
    expect(links).toEqual(['#/knowledge-base?note=7&chunk=367', '#/knowledge-base?note=7&chunk=12', '#/knowledge-base?note=8&chunk=0']);
    expect(within(results).getByText('mysql -u root -p -e "SHOW ENGINE INNODB STATUS"', { selector: 'code' })).toBeInTheDocument();
    expect(within(results).getAllByText('slow_query_log', { selector: 'code' })).toHaveLength(2);
    const address = within(results).getByRole('link', { name: 'https://dev.mysql.com/doc/refman/8.0/en/' });
    expect(address).toHaveAttribute('href', 'https://dev.mysql.com/doc/refman/8.0/en/');
    expect(address).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says when an upload was already in the knowledge base (200) and when it is new (202)', async () => {
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse([]) });
    mockXhr(({ body }) => {
      const file = body.get('file') as File;
      return file.name === 'old.md'
        ? { status: 200, body: aKnowledgeBaseItem({ name: 'Spring notes' }) }
        : { status: 202, body: aKnowledgeBaseItem({ id: 9, name: 'new.md', vectorStatus: 'PENDING' }) };
    });
    renderWithProviders(<KnowledgeBasePage />);
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Choose documents to upload'), [
      new File(['# old'], 'old.md', { type: 'text/markdown' }),
      new File(['# new'], 'new.md', { type: 'text/markdown' }),
    ]);

    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByText('Already in your notes as “Spring notes”.')).toBeInTheDocument();
    expect(await within(uploads).findByText('Uploaded as “new.md”; getting it ready to search.')).toBeInTheDocument();
    expect(within(uploads).getByRole('progressbar', { name: 'Upload progress of new.md' })).toHaveAttribute('value', '1');
  });

  it("drops an upload's notice once its document is finished, and lets one be dismissed", async () => {
    let listed: ReturnType<typeof aKnowledgeBaseItem>[] = [];
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse(listed) });
    mockXhr(({ body }) => {
      const file = body.get('file') as File;
      return file.name === 'a.md'
        ? { status: 202, body: aKnowledgeBaseItem({ id: 9, name: 'a', vectorStatus: 'PENDING' }) }
        : { status: 202, body: aKnowledgeBaseItem({ id: 10, name: 'b', vectorStatus: 'PENDING' }) };
    });
    const { queryClient } = renderWithProviders(<KnowledgeBasePage />);
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Choose documents to upload'), [
      new File(['# a'], 'a.md', { type: 'text/markdown' }),
      new File(['# b'], 'b.md', { type: 'text/markdown' }),
    ]);
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByText('Uploaded as “a”; getting it ready to search.')).toBeInTheDocument();
    expect(await within(uploads).findByText('Uploaded as “b”; getting it ready to search.')).toBeInTheDocument();

    listed = [aKnowledgeBaseItem({ id: 9, name: 'a', vectorStatus: 'COMPLETED' }), aKnowledgeBaseItem({ id: 10, name: 'b', vectorStatus: 'PROCESSING' })];
    await act(() => queryClient.invalidateQueries({ queryKey: ['knowledgebase', 'list'] }));

    await waitFor(() => expect(screen.queryByText('Uploaded as “a”; getting it ready to search.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Dismiss the notice about b.md' }));
    expect(screen.queryByText('Uploaded as “b”; getting it ready to search.')).not.toBeInTheDocument();
  });

  it('uploads files dropped on the drop zone, each with its own row', async () => {
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse([]) });
    const requests = mockXhr(({ body }) => ({
      status: 202,
      body: aKnowledgeBaseItem({ name: (body.get('file') as File).name, vectorStatus: 'PENDING' }),
    }));
    renderWithProviders(<KnowledgeBasePage />);
    await userEvent.type(screen.getByLabelText('Category for new uploads'), '系统设计');
    const files = [new File(['a'], 'a.md'), new File(['b'], 'b.txt')];

    fireEvent.drop(screen.getByTestId('kb-dropzone'), { dataTransfer: { files, types: ['Files'] } });

    expect(await screen.findByText('Uploaded as “a.md”; getting it ready to search.')).toBeInTheDocument();
    expect(await screen.findByText('Uploaded as “b.txt”; getting it ready to search.')).toBeInTheDocument();
    expect(requests.map((request) => request.body.get('category'))).toEqual(['系统设计', '系统设计']);
  });

  it("shows a refused upload's problem detail next to the file", async () => {
    mockApi({ 'GET /api/knowledgebase/list': () => jsonResponse([]) });
    mockXhr(() => ({ status: 415, body: { status: 415, title: 'Unsupported Media Type', detail: 'image/png is not a supported document type' } }));
    renderWithProviders(<KnowledgeBasePage />);

    await userEvent.upload(screen.getByLabelText('Choose documents to upload'), new File(['\x89PNG'], 'cat.pdf', { type: 'application/pdf' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('image/png is not a supported document type');
  });

  it('shows the status history of a document as a timeline', async () => {
    mockApi({
      'GET /api/knowledgebase/list': () => jsonResponse([aKnowledgeBaseItem()]),
      'GET /api/knowledgebase/1/history': () =>
        jsonResponse([
          { status: 'PENDING', attempt: 0, error: null, at: '2026-11-29T15:00:00Z' },
          { status: 'PROCESSING', attempt: 1, error: null, at: '2026-11-29T15:00:01Z' },
          { status: 'PENDING', attempt: 1, error: 'Embedding timed out', at: '2026-11-29T15:00:02Z' },
          { status: 'COMPLETED', attempt: 2, error: null, at: '2026-11-29T15:00:09Z' },
        ]),
    });
    renderWithProviders(<KnowledgeBasePage />);
    const history = await screen.findByRole('button', { name: 'History' });
    expect(history).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(history);

    const timeline = await screen.findByRole('list', { name: 'Processing history' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByText(/^(Pending|Processing|Completed|Failed)$/).textContent)).toEqual([
      'Pending',
      'Processing',
      'Pending',
      'Completed',
    ]);
    expect(steps[2]).toHaveTextContent('attempt 1');
    expect(steps[2]).toHaveTextContent('Embedding timed out');
    expect(history).toHaveAttribute('aria-expanded', 'true');
  });

  describe('polling without live events', () => {
    it('asks again every 5 s while a document is PENDING and stops once all are final', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const answers = ['PENDING', 'PROCESSING', 'COMPLETED'];
      let served = 0;
      const fetchMock = mockApi({
        'GET /api/knowledgebase/list': () => {
          const status = answers[Math.min(served, answers.length - 1)];
          served += 1;
          return jsonResponse([aKnowledgeBaseItem({ vectorStatus: status })]);
        },
        'GET /api/knowledgebase/1': () => jsonResponse(aKnowledgeBaseItem()),
      });
      const lists = () => callsTo(fetchMock, 'GET', '/api/knowledgebase/list').length;
      renderWithProviders(<KnowledgeBasePage />);
      const badge = async (status: string) => within(await screen.findByRole('article', { name: 'Spring notes' })).findByText(status);
      expect(await badge('Pending')).toBeInTheDocument();
      expect(lists()).toBe(1);

      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(await badge('Processing')).toBeInTheDocument();
      // Silent: the list stays on screen while it refreshes.
      expect(screen.queryByText('Loading documents…')).not.toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(await badge('Completed')).toBeInTheDocument();
      expect(lists()).toBe(3);

      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(lists()).toBe(3);
    });
  });
});
