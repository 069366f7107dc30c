import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KnowledgeBasePage } from '@/features/knowledgebase/components/knowledge-base-page';
import { FakeEventSource } from '@/testing/fake-event-source';
import { aKnowledgeBaseItem } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { LiveSync } from './live-sync';

const NOTES = 10;
const ids = Array.from({ length: NOTES }, (_, index) => index + 1);
const completed = (id: number) => ({ entityType: 'KNOWLEDGE_BASE', entityId: id, status: 'COMPLETED', attempt: 1, error: null, at: '2026-12-07T19:00:00Z' });

describe('LiveSync, a batch of notes finishing one after another', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  // Each final event used to cancel the list request before it and ask again: 15 aborted requests in 3 minutes
  // while JavaGuide vectorized (issue 29). One in flight and one queued: two requests, whatever the burst.
  it('reloads the list at most twice for ten events, and ends with every note completed', async () => {
    const done = new Set<number>();
    const answers: Array<() => void> = [];
    const fetchMock = mockApi({
      'GET /api/knowledgebase/list': () => {
        // the server's state when the request is made, answered when the test says
        const snapshot = ids.map((id) =>
          aKnowledgeBaseItem({ id, name: `Note ${id}`, vectorStatus: done.has(id) ? 'COMPLETED' : 'PROCESSING', chunkCount: done.has(id) ? 3 : null }),
        );
        if (answers.length === 0 && done.size === 0) return jsonResponse(snapshot);
        return new Promise<Response>((resolve) => answers.push(() => resolve(jsonResponse(snapshot))));
      },
      // each note's own read (for its chunk count) fails here: the lists alone must get it right
    });
    renderWithProviders(
      <>
        <LiveSync />
        <KnowledgeBasePage />
      </>,
    );
    await screen.findByRole('article', { name: 'Note 10' });
    act(() => FakeEventSource.latest().open());
    const lists = () => callsTo(fetchMock, 'GET', '/api/knowledgebase/list').length;

    done.add(1);
    act(() => FakeEventSource.latest().emit('task-status', completed(1)));
    await waitFor(() => expect(lists()).toBe(2));
    // the rest finish while that request is out: its answer will know only the first
    act(() => {
      for (const id of ids.slice(1)) {
        done.add(id);
        FakeEventSource.latest().emit('task-status', completed(id));
      }
    });
    await act(async () => answers.shift()?.());
    // the older answer does not put "Processing" back on the notes the events finished
    for (const id of ids) expect(within(screen.getByRole('article', { name: `Note ${id}` })).getByText('Completed')).toBeInTheDocument();

    await waitFor(() => expect(lists()).toBe(3));
    await act(async () => answers.shift()?.());
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Note 10' })).getByText('Passages').nextSibling).toHaveTextContent('3'));
    for (const id of ids) expect(within(screen.getByRole('article', { name: `Note ${id}` })).getByText('Completed')).toBeInTheDocument();
    expect(lists()).toBe(3); // the first load, then two for the ten events
    expect(answers).toHaveLength(0);
  });
});
