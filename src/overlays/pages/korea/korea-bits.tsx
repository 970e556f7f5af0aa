/**
 * Pieces both Korea group PK overlays draw: points that count up, a team's colour chip, and the header line with
 * the stage under way, its countdown (or the solo turn's) against server time, and the solo performer.
 *
 * Test hooks, so an end-to-end test can compare an overlay with the console's control page: every streamer's total
 * carries `data-testid="korea-total-<anchorId>"`, every stage's points of a streamer
 * `data-testid="korea-points-<anchorId>"` with `data-stage="double|solo|team"` (the total page shows all three, a
 * stage's board that stage's), a team's total `korea-team-total-<teamId>` and its team show score
 * `korea-team-score-<teamId>`; all carry the exact figure in `data-value` (the text counts up to it).
 */
import type { GameView } from '../../../../streams/contracts/game-topic';
import type { KoreaView } from '../../../../streams/contracts/korea-view';
import type { KoreaStage, KoreaTeam } from '../../../../streams/games/korea-pk';
import type { ServerClock } from '@shared/realtime/server-clock';
import type { Layout } from '../../overlay-params';
import { interpolate } from '../../text/overlay-messages';
import { useText } from '../../text/use-text';
import { Avatar, Countdown, useServerNow } from '../../ui/bits';
import { useTween } from '../../ui/use-tween';
import { formatPoints, shownStage, soloTurn } from './korea-rows';

/** What a Korea overlay page receives once the game's view (with its `korea` part) is there. */
export interface KoreaPageProps {
  view: GameView;
  korea: KoreaView;
  clock: ServerClock | undefined;
  layout: Layout;
}

/** Points that glide to a new value (use-tween: the first value shows at once, later changes count up). */
export function Points({ value, testId, stage, className }: { value: number; testId?: string; stage?: KoreaStage; className?: string }) {
  const shown = useTween(value);
  return (
    <span className={`ov-k-points ${className ?? ''}`} data-testid={testId} data-stage={stage} data-value={value}>
      {formatPoints(shown)}
    </span>
  );
}

/** A team's colour dot and (unless `dotOnly`) its name. */
export function TeamChip({ team, dotOnly = false }: { team: KoreaTeam | null; dotOnly?: boolean }) {
  if (!team) return null;
  return (
    <span className="ov-k-chip" title={team.name}>
      <span className="ov-k-chip__dot" style={{ background: team.color }} aria-hidden="true" />
      {!dotOnly && <span className="ov-k-chip__name">{team.name}</span>}
    </span>
  );
}

/** The three stages' points of one streamer, small: "PK 1,200 · Solo 300 · Team 0". */
export function StageParts({ id, stages }: { id: string; stages: Readonly<Record<KoreaStage, number>> }) {
  const text = useText();
  return (
    <span className="ov-k-parts">
      {(['double', 'solo', 'team'] as const).map((stage) => (
        <span key={stage} className="ov-k-part">
          <span className="ov-k-part__label">{text.korea.parts[stage]}</span>
          <Points value={stages[stage]} testId={`korea-points-${id}`} stage={stage} />
        </span>
      ))}
    </span>
  );
}

/**
 * The stage line of a page: with `named`, the stage under way ("no stage running" between stages); without, only
 * "stage over" once the stage a board shows has ended (the board's title names it). Then the countdown: the solo
 * turn's during the solo show, the stage's when it is timed.
 */
export function StageLine({ view, korea, clock, named }: { view: GameView; korea: KoreaView; clock: ServerClock | undefined; named: boolean }) {
  const text = useText();
  const running = korea.running;
  const turn = soloTurn(view, korea);
  // Unnamed (a stage's board), the solo board draws the turn's countdown big itself.
  const endsAt = turn ? (named ? turn.endsAt : null) : running ? korea.stages[running].endsAt : null;
  const now = useServerNow(clock, endsAt !== null);
  const label = running ? (named ? text.korea.stages[running] : null) : named ? text.korea.noStage : shownStage(korea) ? text.korea.stageOver : null;
  if (label === null && endsAt === null) return null;
  return (
    <div className="ov-k-stage" data-running={running ? '' : undefined}>
      {label !== null && <span className="ov-k-stage__name">{label}</span>}
      {endsAt !== null && <Countdown endsAt={endsAt} now={now} className="ov-k-stage__clock" />}
    </div>
  );
}

/** The solo performer, small (for the total page's header): avatar, "now performing", name, turn n of m. */
export function PerformerBadge({ view, korea }: { view: GameView; korea: KoreaView }) {
  const text = useText();
  const turn = soloTurn(view, korea);
  if (!turn) return null;
  return (
    <div className="ov-k-performer" data-testid="korea-performer">
      <Avatar id={turn.performer.id} name={turn.performer.nickname} url={turn.performer.avatarUrl} size={64} />
      <span className="ov-k-performer__text">
        <span className="ov-k-label">
          {text.korea.performing} · {interpolate(text.korea.turnOf, { n: turn.number, count: turn.count })}
        </span>
        <span className="ov-name">{turn.performer.nickname}</span>
      </span>
    </div>
  );
}
