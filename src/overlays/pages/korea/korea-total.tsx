/**
 * `/whiteListPages/koreaGroupPk`, "Total Score" (총점): the Korea group PK's weighted total ranking (rank, avatar,
 * nickname, team colour, the total and the three stages' points small), the teams' totals, the stage under way and,
 * during the solo show, the performer with the turn's countdown. Rows glide when ranks change; totals count up.
 */
import * as m from 'motion/react-m';
import { useText } from '../../text/use-text';
import { Avatar } from '../../ui/bits';
import { PerformerBadge, Points, StageLine, StageParts, TeamChip, type KoreaPageProps } from './korea-bits';
import { teamRows, totalRows, type TeamRow } from './korea-rows';

const ROW_SPRING = { type: 'spring', stiffness: 260, damping: 30 } as const;
const BAR_SPRING = { type: 'spring', stiffness: 170, damping: 26 } as const;

/** The total ranking; `height` is the stage pixels the rows may fill. */
export function TotalRanking({ view, korea, height }: Pick<KoreaPageProps, 'view' | 'korea'> & { height: number }) {
  const rows = totalRows(view, korea);
  const rowHeight = Math.max(56, Math.min(104, Math.floor(height / Math.max(1, rows.length))));
  const avatar = Math.round(rowHeight * 0.64);
  return (
    <div className="ov-k-rows" style={{ height: rows.length * rowHeight }}>
      {rows.map((row, index) => (
        <m.div
          key={row.id}
          className="ov-k-row"
          data-rank={row.rank}
          style={{ height: rowHeight }}
          initial={false}
          animate={{ y: index * rowHeight }}
          transition={ROW_SPRING}
        >
          <span className="ov-rank" data-rank={row.rank <= 3 ? row.rank : undefined}>
            {row.rank}
          </span>
          <Avatar id={row.id} name={row.nickname} url={row.avatarUrl} size={avatar} />
          <div className="ov-k-row__main">
            <span className="ov-k-row__name">
              <TeamChip team={row.team} dotOnly />
              <span className="ov-name">{row.nickname}</span>
            </span>
            <StageParts id={row.id} stages={row.stages} />
          </div>
          <Points value={row.total} testId={`korea-total-${row.id}`} className="ov-k-row__total" />
        </m.div>
      ))}
    </div>
  );
}

/** Teams as coloured bars, longest = best; `title` above them (unless `untitled`: the board's title says it). */
export function TeamBars({ rows, title, testIdPrefix, untitled = false }: { rows: TeamRow[]; title: string; testIdPrefix: string; untitled?: boolean }) {
  const top = Math.max(1, ...rows.map((row) => row.score));
  return (
    <section className="ov-panel ov-k-teams" aria-label={title}>
      {!untitled && <h2 className="ov-k-subtitle">{title}</h2>}
      {rows.map((row) => (
        <div key={row.id} className="ov-k-team" data-rank={row.rank}>
          <div className="ov-k-team__line">
            <span className="ov-rank">{row.rank}</span>
            <TeamChip team={row} />
            <Points value={row.score} testId={`${testIdPrefix}-${row.id}`} className="ov-k-team__score" />
          </div>
          <div className="ov-bar">
            <m.div className="ov-k-team__fill" style={{ background: row.color }} initial={false} animate={{ width: `${(Math.max(0, row.score) / top) * 100}%` }} transition={BAR_SPRING} />
          </div>
        </div>
      ))}
    </section>
  );
}

/** The `koreaGroupPk` overlay: see the module comment. */
export function KoreaGroupPk({ view, korea, clock, layout }: KoreaPageProps) {
  const text = useText();
  const teams = teamRows(korea, korea.teamTotals);
  // Stage pixels left for the rows: the stage less the margins and the header (and, in portrait, the teams' panel).
  const rowsHeight = layout === 'landscape' ? 820 : 1560 - 96 * Math.ceil(teams.length / 2);
  return (
    <div className="ov-k" data-page="total">
      <section className="ov-panel ov-k-main" aria-label={text.korea.totalTitle}>
        <header className="ov-k-head">
          <div className="ov-k-head__titles">
            <h1 className="ov-title">{text.korea.totalTitle}</h1>
            <StageLine view={view} korea={korea} clock={clock} named />
          </div>
          <PerformerBadge view={view} korea={korea} />
        </header>
        <TotalRanking view={view} korea={korea} height={rowsHeight} />
      </section>
      <TeamBars rows={teams} title={text.korea.teamTotals} testIdPrefix="korea-team-total" />
    </div>
  );
}
