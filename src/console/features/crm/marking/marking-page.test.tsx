/**
 * The pending-marking queue over MSW: the pendingMarking view, the legend, number keys sending the availability of
 * the legend for the streamer in focus and moving on, j/k moving, and u undoing the last mark (the streamer comes
 * back in focus and the next key marks it again).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { noContent, recordBody, recorded, recordQuery } from '../../../../test/crud-page';
import { anchorRow, pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { MarkingPage } from './marking-page';

let queries: URLSearchParams[] = [];
const marks = recorded();

beforeEach(() => {
  queries = [];
  server.use(
    http.get('/api/anchors', recordQuery(queries, () => pageOf([anchorRow(1), anchorRow(2), anchorRow(3)]))),
    http.put('/api/anchors/availability', recordBody(marks, noContent)),
  );
});

/** The streamer in focus. */
const current = () => within(screen.getByTestId('marking-current'));

describe('the pending-marking queue', () => {
  it('shows the legend and marks with the number keys, moving on after each', async () => {
    const user = userEvent.setup();
    renderCrmPage(<MarkingPage />);
    await waitFor(() => expect(current().getByText('Streamer 1')).toBeInTheDocument());
    expect(queries[0]?.get('view')).toBe('pendingMarking');
    const legend = within(screen.getByRole('group', { name: 'Keys' }));
    expect(legend.getByRole('button', { name: '1 Available' })).toBeInTheDocument();
    expect(legend.getByRole('button', { name: '3 Region does not match' })).toBeInTheDocument();
    expect(legend.getByRole('button', { name: '0 Not found' })).toBeInTheDocument();

    await user.keyboard('3');
    await waitFor(() => expect(marks).toEqual([{ ids: [1], availability: 'region_not_match' }]));
    expect(current().getByText('Streamer 2')).toBeInTheDocument();
    await user.keyboard('0');
    await waitFor(() => expect(marks.at(-1)).toEqual({ ids: [2], availability: 'notFound' }));
    expect(current().getByText('Streamer 3')).toBeInTheDocument();
  });

  it('moves with j and k and marks the streamer in focus', async () => {
    const user = userEvent.setup();
    renderCrmPage(<MarkingPage />);
    await waitFor(() => expect(current().getByText('Streamer 1')).toBeInTheDocument());
    await user.keyboard('jj');
    expect(current().getByText('Streamer 3')).toBeInTheDocument();
    await user.keyboard('k');
    expect(current().getByText('Streamer 2')).toBeInTheDocument();
    await user.keyboard('1');
    await waitFor(() => expect(marks).toEqual([{ ids: [2], availability: 'available' }]));
  });

  it('undoes the last mark: the streamer is back in focus and the next key marks it again', async () => {
    const user = userEvent.setup();
    renderCrmPage(<MarkingPage />);
    await waitFor(() => expect(current().getByText('Streamer 1')).toBeInTheDocument());
    await user.keyboard('2');
    await waitFor(() => expect(current().getByText('Streamer 2')).toBeInTheDocument());
    await user.keyboard('u');
    expect(current().getByText('Streamer 1')).toBeInTheDocument();
    await user.keyboard('9');
    await waitFor(() => expect(marks).toEqual([{ ids: [1], availability: 'unavailable' }, { ids: [1], availability: 'invited' }]));
  });

  it('leaves keys typed in a field alone', async () => {
    const user = userEvent.setup();
    renderCrmPage(<MarkingPage />);
    await waitFor(() => expect(current().getByText('Streamer 1')).toBeInTheDocument());
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await user.keyboard('1');
    input.remove();
    expect(marks).toEqual([]);
  });
});
