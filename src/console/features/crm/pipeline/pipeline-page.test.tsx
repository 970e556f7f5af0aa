/**
 * The pipeline board over MSW: a column per progress, a card dragged to a column the machine allows is moved
 * (`PUT api/anchors/progress`), a column it refuses does not take it and nothing is sent, giving up asks for the
 * reason, and a card's menu offers only the allowed stages.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnchorProgress } from '../../../../../streams/contracts/anchors';
import { server } from '../../../../test/msw-server';
import { recordBody, recorded } from '../../../../test/crud-page';
import { anchorRow, pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { PipelinePage } from './pipeline-page';

const moves = recorded();
const ROWS = [anchorRow(1, { progress: 'new' }), anchorRow(5, { progress: 'givenUp', nickname: 'Gone' })];

beforeEach(() => {
  server.use(
    http.get('/api/anchors', ({ request }) => pageOf(ROWS.filter((row) => row.progress === new URL(request.url).searchParams.get('progress')))),
    http.put('/api/anchors/progress', recordBody(moves, (body) => HttpResponse.json(anchorRow(1, { progress: (body as { to: AnchorProgress }).to })))),
  );
});

const column = (progress: AnchorProgress) => {
  const found = document.querySelector(`[data-progress="${progress}"]`);
  if (!found) throw new Error(`no column ${progress}`);
  return found;
};
const dataTransfer = { setData: () => undefined, getData: () => '', effectAllowed: 'move', dropEffect: 'move' };
const drag = (id: number, to: AnchorProgress) => {
  fireEvent.dragStart(screen.getByTestId(`card-${id}`), { dataTransfer });
  fireEvent.dragOver(column(to), { dataTransfer });
};

describe('the pipeline board', () => {
  it('shows a column per progress, in the pipeline order', async () => {
    renderCrmPage(<PipelinePage />);
    await screen.findByText('Gone');
    const names = [...document.querySelectorAll('[data-progress]')].map((region) => region.getAttribute('aria-label'));
    expect(names).toEqual(['New (1)', 'Contacted (0)', 'Entered live room and interaction (0)', 'Added WhatsApp (0)', 'Got invitation code (0)', 'Guild joined (0)', 'Give up (1)', 'Invalid (0)']);
  });

  it('moves a card dropped on a column the machine allows', async () => {
    renderCrmPage(<PipelinePage />);
    await screen.findByText('Streamer 1');
    drag(1, 'addedWhatsApp');
    expect(column('addedWhatsApp')).toHaveAttribute('data-accepts', 'true');
    fireEvent.drop(column('addedWhatsApp'), { dataTransfer });
    await waitFor(() => expect(moves).toEqual([{ id: 1, to: 'addedWhatsApp' }]));
  });

  it('refuses a move the machine refuses: the column does not take the card and nothing is sent', async () => {
    renderCrmPage(<PipelinePage />);
    await screen.findByText('Gone');
    drag(5, 'addedWhatsApp');
    expect(column('addedWhatsApp')).toHaveAttribute('data-accepts', 'false');
    expect(column('contacted')).toHaveAttribute('data-accepts', 'true');
    fireEvent.drop(column('addedWhatsApp'), { dataTransfer });
    expect(await screen.findByText('This move is not allowed')).toBeInTheDocument();
    drag(1, 'guildJoined');
    expect(column('guildJoined')).toHaveAttribute('data-accepts', 'false');
    fireEvent.drop(column('guildJoined'), { dataTransfer });
    expect(moves).toEqual([]);
  });

  it('asks the reason before giving a streamer up', async () => {
    const user = userEvent.setup();
    renderCrmPage(<PipelinePage />);
    await screen.findByText('Streamer 1');
    drag(1, 'givenUp');
    fireEvent.drop(column('givenUp'), { dataTransfer });
    const dialog = within(await screen.findByRole('dialog', { name: 'Why Give up?' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(dialog.getByText('Please give the reason')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox'), 'No reply for a month');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(moves).toEqual([{ id: 1, to: 'givenUp', reason: 'No reply for a month' }]));
  });

  it("offers in a card's menu only the stages the machine allows", async () => {
    const user = userEvent.setup();
    renderCrmPage(<PipelinePage />);
    await user.click(await screen.findByRole('button', { name: 'Move Gone to…' }));
    const offered = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(offered).toEqual(['Contacted']);
    await user.click(screen.getByRole('menuitem', { name: 'Contacted' }));
    await waitFor(() => expect(moves).toEqual([{ id: 5, to: 'contacted' }]));
  });
});
