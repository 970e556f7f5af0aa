/**
 * `/koreaScoreRanking`: the board of the Korea group PK stage under way (or of the one that ended last):
 * - double PK: the pairs face to face with their points, the leader of each pair highlighted, the margin or "draw";
 * - solo show: the performer big with the turn's countdown, and the order with each performer's points;
 * - team show: the teams' scores as bars in the teams' colours, each with its streamers' points;
 * - before any stage: the total ranking (as the total page shows it).
 * Points count up on a change; open combos of the running stage show as a small "+n", never added.
 */
import * as m from 'motion/react-m';
import { interpolate } from '../../text/overlay-messages';
import { useText } from '../../text/use-text';
import { Avatar, Countdown, useServerNow } from '../../ui/bits';
import { Crown } from '../../ui/ornaments';
import { Points, StageLine, TeamChip, type KoreaPageProps } from './korea-bits';
import { formatPoints, peopleOf, shownStage, soloOrder, soloTurn, stageRows, teamRows, type KoreaPerson } from './korea-rows';
import { TeamBars, TotalRanking } from './korea-total';

const BAR_SPRING = { type: 'spring', stiffness: 170, damping: 26 } as const;

/** An open combo's points, "+1,200", only while there are some. */
function Open({ value }: { value: number }) {
  return value > 0 ? <span className="ov-provisional">+{formatPoints(value)}</span> : null;
}

function PairSide({ person, score, open, side, leads }: { person: KoreaPerson; score: number; open: number; side: 'a' | 'b'; leads: boolean }) {
  return (
    <div className="ov-k-pair__side" data-side={side} data-leader={leads ? '' : undefined}>
      <div className="ov-k-pair__avatar">
        {leads && <Crown size={34} />}
        <Avatar id={person.id} name={person.nickname} url={person.avatarUrl} size={76} />
      </div>
      <div className="ov-k-pair__text">
        <span className="ov-k-row__name">
          <TeamChip team={person.team} dotOnly />
          <span className="ov-name">{person.nickname}</span>
        </span>
        <span className="ov-k-pair__score">
          <Points value={score} testId={`korea-points-${person.id}`} stage="double" />
          <Open value={open} />
        </span>
      </div>
    </div>
  );
}

/** Double PK: every pair face to face. */
function PairsBoard({ view, korea, layout }: KoreaPageProps) {
  const text = useText();
  const person = peopleOf(view, korea);
  const open = (id: string) => (korea.running === 'double' ? Math.max(0, korea.provisional[id] ?? 0) : 0);
  return (
    // More than four pairs take two columns on a landscape stage, so up to ten fit its height.
    <div className="ov-k-pairs" data-columns={layout === 'landscape' && korea.pairs.length > 4 ? 2 : 1}>
      {korea.pairs.map((pair) => {
        const share = pair.aScore + pair.bScore > 0 ? (pair.aScore / (pair.aScore + pair.bScore)) * 100 : 50;
        return (
          <div key={`${pair.a}-${pair.b}`} className="ov-k-pair" data-outcome={pair.winner === null ? 'draw' : pair.winner === pair.a ? 'a' : 'b'}>
            <div className="ov-k-pair__row">
              <PairSide person={person(pair.a)} score={pair.aScore} open={open(pair.a)} side="a" leads={pair.winner === pair.a} />
              <div className="ov-k-pair__mid">
                <span className="ov-vs">{text.vs}</span>
                <span className="ov-k-margin">{pair.winner === null ? text.korea.draw : interpolate(text.korea.leadBy, { margin: formatPoints(pair.margin) })}</span>
              </div>
              <PairSide person={person(pair.b)} score={pair.bScore} open={open(pair.b)} side="b" leads={pair.winner === pair.b} />
            </div>
            <div className="ov-k-split" role="presentation">
              <m.div className="ov-k-split__a" initial={false} animate={{ width: `${share}%` }} transition={BAR_SPRING} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Solo show: the performer big, then the order. */
function SoloBoard({ view, korea, clock }: KoreaPageProps) {
  const text = useText();
  const turn = soloTurn(view, korea);
  const now = useServerNow(clock, turn !== null);
  const order = soloOrder(view, korea);
  const performerScore = turn ? (korea.boards.solo.find((line) => line.id === turn.performer.id)?.score ?? 0) : 0;
  return (
    <div className="ov-k-solo">
      {turn && (
        <section className="ov-k-spot" data-testid="korea-performer">
          <span className="ov-k-label">{text.korea.performing}</span>
          <Avatar id={turn.performer.id} name={turn.performer.nickname} url={turn.performer.avatarUrl} size={200} className="ov-k-spot__avatar" />
          <span className="ov-k-spot__name">
            <TeamChip team={turn.performer.team} dotOnly />
            <span className="ov-name">{turn.performer.nickname}</span>
          </span>
          <span className="ov-k-spot__score">
            <Points value={performerScore} />
            <Open value={Math.max(0, korea.provisional[turn.performer.id] ?? 0)} />
          </span>
          <Countdown endsAt={turn.endsAt} now={now} className="ov-k-spot__clock" />
          <span className="ov-k-label">{interpolate(text.korea.turnOf, { n: turn.number, count: turn.count })}</span>
        </section>
      )}
      <section className="ov-k-order" aria-label={text.korea.order}>
        <h2 className="ov-k-subtitle">{text.korea.order}</h2>
        <ol className="ov-k-order__list">
          {order.map((item, index) => (
            <li key={item.id} className="ov-k-order__item" data-state={item.state}>
              <span className="ov-rank">{index + 1}</span>
              <Avatar id={item.id} name={item.nickname} url={item.avatarUrl} size={48} />
              <span className="ov-k-row__name">
                <TeamChip team={item.team} dotOnly />
                <span className="ov-name">{item.nickname}</span>
              </span>
              <Points value={item.score} testId={`korea-points-${item.id}`} stage="solo" className="ov-k-order__score" />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Team show: the teams' scores as bars, each with its streamers' points. */
function TeamBoard({ view, korea }: KoreaPageProps) {
  const text = useText();
  const rows = stageRows(view, korea, 'team');
  return (
    <div className="ov-k-teamboard">
      <TeamBars rows={teamRows(korea, korea.teamScores)} title={text.korea.stages.team} testIdPrefix="korea-team-score" untitled />
      <div className="ov-k-members">
        {korea.teams.map((team) => (
          <section key={team.id} className="ov-panel ov-k-members__team" style={{ borderColor: team.color }} aria-label={team.name}>
            <TeamChip team={team} />
            {rows
              .filter((row) => row.team?.id === team.id)
              .map((row) => (
                <div key={row.id} className="ov-k-member">
                  <Avatar id={row.id} name={row.nickname} url={row.avatarUrl} size={44} />
                  <span className="ov-name">{row.nickname}</span>
                  <Open value={row.provisional} />
                  <Points value={row.score} testId={`korea-points-${row.id}`} stage="team" className="ov-k-member__score" />
                </div>
              ))}
          </section>
        ))}
      </div>
    </div>
  );
}

/** The `koreaScoreRanking` overlay: see the module comment. */
export function KoreaScoreRanking(props: KoreaPageProps) {
  const { view, korea, clock, layout } = props;
  const text = useText();
  const stage = shownStage(korea);
  return (
    <div className="ov-k" data-page="stage" data-stage={stage ?? 'none'}>
      <section className="ov-panel ov-k-main" aria-label={stage ? text.korea.stages[stage] : text.korea.totalTitle}>
        <header className="ov-k-head">
          <div className="ov-k-head__titles">
            <h1 className="ov-title">{stage ? text.korea.stages[stage] : text.korea.totalTitle}</h1>
            <StageLine view={view} korea={korea} clock={clock} named={false} />
          </div>
        </header>
        {stage === 'double' && <PairsBoard {...props} />}
        {stage === 'solo' && <SoloBoard {...props} />}
        {stage === 'team' && <TeamBoard {...props} />}
        {stage === null && <TotalRanking view={view} korea={korea} height={layout === 'landscape' ? 820 : 1620} />}
      </section>
    </div>
  );
}
