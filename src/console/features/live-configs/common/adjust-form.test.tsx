import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { useSessionStore } from '@shared/auth/session-store';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { badRequest, gameView } from '../testing/game-fixtures';
import { AdjustForm } from './adjust-form';
import { recordBody, recorded } from '../../../../test/crud-page';

const sent = recorded();
let answer: () => Response = () => HttpResponse.json(gameView());

beforeEach(() => {
  useSessionStore.setState({ token: 'Bearer t', roles: ['liveConfig:list', 'liveConfig:control'] });
  answer = () => HttpResponse.json(gameView({ serverNow: gameView().serverNow + 1 }));
  server.use(
    http.post('/api/liveConfigs/7/adjust', recordBody(sent, () => answer())),
  );
});

const render = (view: GameView = gameView(), flower = false) => renderWithProviders(<AdjustForm view={view} flower={flower} />);
const score = () => screen.getByRole('textbox', { name: 'Score' });
const submit = () => screen.getByRole('button', { name: 'Adjust' });

describe('manual score adjustment (1 to 100,000)', () => {
  it("shows the four score messages beside the score and sends nothing", async () => {
    const user = userEvent.setup();
    render();
    await user.click(submit());
    expect(await screen.findByText('Please enter the score.')).toBeInTheDocument();
    expect(score()).toHaveAttribute('aria-invalid', 'true');
    await user.type(score(), 'abc');
    await user.click(submit());
    expect(await screen.findByText('Please enter a number.')).toBeInTheDocument();
    await user.clear(score());
    await user.type(score(), '0');
    await user.click(submit());
    expect(await screen.findByText('Scores cannot be less than 1.')).toBeInTheDocument();
    await user.clear(score());
    await user.type(score(), '100001');
    await user.click(submit());
    expect(await screen.findByText('Scores cannot exceed 100,000.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends streamer, score, direction and reason, says so and empties the score', async () => {
    const user = userEvent.setup();
    render();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Streamer' }), 'sol');
    await user.type(score(), '1234');
    await user.click(screen.getByRole('radio', { name: 'Subtract' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'gift sent twice');
    await user.click(submit());
    expect(await screen.findByText('1,234 points taken from Sol')).toBeInTheDocument();
    expect(sent).toEqual([{ streamerId: 'sol', score: 1234, direction: 'subtract', reason: 'gift sent twice', flower: false }]);
    await waitFor(() => expect(score()).toHaveValue(''));
  });

  it("puts the server's `score: …` beside the score and a refusal without a field above the form", async () => {
    const user = userEvent.setup();
    render();
    answer = () => badRequest('score: Scores cannot exceed 100,000.');
    await user.type(score(), '5');
    await user.click(submit());
    expect(await screen.findByText('Scores cannot exceed 100,000.')).toBeInTheDocument();
    expect(score()).toHaveAttribute('aria-invalid', 'true');

    answer = () => badRequest('The round has ended, so scores cannot be adjusted.');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The round has ended, so scores cannot be adjusted.');
  });

  it('holds the flower game to 200 per increase (subtracting more is fine)', async () => {
    const user = userEvent.setup();
    render(gameView(), true);
    expect(screen.getByText('At most 200 per increase')).toBeInTheDocument();
    await user.type(score(), '300');
    await user.click(submit());
    expect(await screen.findByText('Each increase is at most 200.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Subtract' }));
    await user.click(submit());
    await waitFor(() => expect(sent).toEqual([{ streamerId: 'luna', score: 300, direction: 'subtract', reason: '', flower: true }]));
  });

  it('says a round that has not started cannot be adjusted, and is not offered without liveConfig:control', () => {
    const view = gameView();
    const { unmount } = render({ ...view, round: { ...view.round, status: 'notStarted', counting: false } });
    expect(screen.getByText('The round has not started, so scores cannot be adjusted.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    unmount();
    useSessionStore.setState({ roles: ['liveConfig:list'] });
    render();
    expect(screen.queryByRole('form', { name: 'Adjust score' })).toBeNull();
  });
});
