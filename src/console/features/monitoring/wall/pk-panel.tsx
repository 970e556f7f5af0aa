/**
 * The PK block of a tile: both teams' names and scores with the leader highlighted, a bar of their shares, and the
 * countdown to `endsAt` while the battle runs ("Ended" after). Battles of more than two teams list every team and
 * draw no bar.
 */
import { LuCrown, LuSwords } from 'react-icons/lu';
import type { WallPk } from '../../../../../streams/contracts/monitor-wall';
import { OPPONENT_NAME } from '../../../../../streams/monitor/monitor-reasons';
import type { WallT } from './i18n/wall-locale';
import type { TileTexts } from './tile-texts';
import { PkCountdown } from './time-texts';
import { formatWhole } from './wall-format';

/** The index of the team with the highest score, when one team alone has it and it is above 0. */
export function leaderOf(teams: WallPk['teams']): number | null {
  let leader: number | null = null;
  let best = 0;
  let tie = false;
  for (const [index, team] of teams.entries()) {
    if (team.score > best) {
      best = team.score;
      leader = index;
      tie = false;
    } else if (team.score === best && best > 0) {
      tie = true;
    }
  }
  return tie ? null : leader;
}

/** Props of {@link PkPanel}. */
export interface PkPanelProps {
  pk: WallPk;
  texts: TileTexts;
  wt: WallT;
  language: string;
}

/** The block. */
export function PkPanel({ pk, texts, wt, language }: PkPanelProps) {
  const leader = leaderOf(pk.teams);
  const total = pk.teams.reduce((sum, team) => sum + team.score, 0);
  const [first, second] = pk.teams;
  const showBar = pk.teams.length === 2 && first !== undefined && second !== undefined;
  return (
    <section className="wall-pk" data-phase={pk.phase} aria-label={texts.pk}>
      <div className="wall-pk__head">
        <span className="wall-pk__badge">
          <LuSwords aria-hidden="true" /> {texts.pk}
        </span>
        <span className="wall-pk__time" data-testid="pk-time">
          {pk.phase === 'ended' ? texts.pkEnded : pk.phase === 'started' && pk.endsAt !== null ? <PkCountdown endsAt={pk.endsAt} wt={wt} /> : null}
        </span>
      </div>
      <ol className="wall-pk__teams" data-count={pk.teams.length}>
        {pk.teams.map((team, index) => (
          <li key={`${index}:${team.hostUserId ?? team.nickname}`} className="wall-pk__team" data-side={index} data-leader={index === leader ? '' : undefined}>
            <span className="wall-pk__name">
              {index === leader ? <LuCrown className="wall-pk__crown" aria-hidden="true" /> : null}
              <bdi>{index > 0 && team.nickname === OPPONENT_NAME ? texts.opponent : team.nickname}</bdi>
            </span>
            <span className="wall-pk__score" data-testid="pk-score">
              {formatWhole(team.score, language)}
            </span>
            {index === leader ? <span className="wall-sr-only">{texts.pkLeader}</span> : null}
          </li>
        ))}
      </ol>
      {showBar ? (
        <div className="wall-pk__bar" aria-hidden="true">
          <span style={{ inlineSize: `${total === 0 ? 50 : (100 * first.score) / total}%` }} />
        </div>
      ) : null}
    </section>
  );
}
