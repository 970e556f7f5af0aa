/**
 * What the wall shows instead of tiles — loading, nobody live (with the monitored count and a way to the list), no
 * room matching the filters, the first load failing — and the stale banner shown over the tiles while polls fail.
 */
import { Button, Spinner } from '@chakra-ui/react';
import { LuCloudOff, LuRadioTower, LuRotateCw, LuTriangleAlert } from 'react-icons/lu';
import { Link } from 'react-router';
import type { WallT } from './i18n/wall-locale';
import { useLocalSecond } from './wall-clock';
import { isFeedStale, secondsSince } from './wall-staleness';

/** The path of 'Monitored streamers' (server/db/seed-data.ts: Live monitoring → streamers). */
export const MONITORED_STREAMERS_PATH = '/monitoring/streamers';

/** First answer not there yet. */
export function WallLoading({ wt }: { wt: WallT }) {
  return (
    <div className="wall-state" role="status">
      <Spinner size="lg" color="blue.300" />
      <p className="wall-state__title">{wt('states.loading')}</p>
    </div>
  );
}

/** No monitored streamer is live. */
export function WallEmpty({ monitored, wt }: { monitored: number; wt: WallT }) {
  return (
    <div className="wall-state">
      <LuRadioTower className="wall-state__icon" aria-hidden="true" />
      <p className="wall-state__title">{wt('states.empty')}</p>
      <p className="wall-state__text">{wt('states.emptyCount', { count: monitored })}</p>
      <Button asChild size="sm" variant="outline">
        <Link to={MONITORED_STREAMERS_PATH}>{wt('states.manage')}</Link>
      </Button>
    </div>
  );
}

/** Rooms are live but the filters hide all of them. */
export function WallNoMatch({ onShowAll, wt }: { onShowAll: () => void; wt: WallT }) {
  return (
    <div className="wall-state">
      <LuRadioTower className="wall-state__icon" aria-hidden="true" />
      <p className="wall-state__title">{wt('states.noMatch')}</p>
      <Button size="sm" variant="outline" onClick={onShowAll}>
        {wt('states.showAll')}
      </Button>
    </div>
  );
}

/** The first answer failed (polling goes on). */
export function WallFailed({ reason, pollSeconds, onRetry, wt }: { reason: string; pollSeconds: number; onRetry: () => void; wt: WallT }) {
  return (
    <div className="wall-state" role="alert">
      <LuCloudOff className="wall-state__icon wall-state__icon--error" aria-hidden="true" />
      <p className="wall-state__title">{wt('states.failed')}</p>
      <p className="wall-state__text">
        {reason} {wt('states.retrying', { seconds: pollSeconds })}
      </p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <LuRotateCw aria-hidden="true" /> {wt('states.retry')}
      </Button>
    </div>
  );
}

/**
 * "Data is stale — last update Xs ago, retrying" while polls fail or answers stop coming; nothing otherwise. Ticks
 * on its own (wall-clock.ts) so the rest of the wall does not re-render every second.
 */
export function StaleBanner({ answeredAt, failing, wt }: { answeredAt: number; failing: boolean; wt: WallT }) {
  const now = useLocalSecond();
  if (!isFeedStale({ answeredAt, failing }, now)) return null;
  return (
    <div className="wall-stale wall-ui" role="status" data-testid="wall-stale">
      <LuTriangleAlert aria-hidden="true" />
      <span>{wt('states.stale', { seconds: secondsSince(answeredAt, now) })}</span>
    </div>
  );
}
