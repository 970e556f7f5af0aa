/**
 * `/flowerPlayerList`: the flower game's top contributing viewers, one column per streamer ("the player
 * list shows top contributing viewers"), from the view's `contributors` for this round. Rows glide when the
 * order changes.
 */
import * as m from 'motion/react-m';
import { useText } from '../text/use-text';
import { Avatar } from '../ui/bits';
import { Crescent, Flame, Snowflake } from '../ui/ornaments';
import { formatScore, rowsInConfigOrder } from './game-rows';
import type { GamePageProps } from './page-props';

/** Viewers listed per streamer. */
export const SUPPORTERS_SHOWN = 5;
const ROW = 64;

/** The `/flowerPlayerList` overlay. */
export function FlowerPlayerList({ view }: GamePageProps) {
  const text = useText();
  const rows = rowsInConfigOrder(view);
  return (
    <section className="ov-supporters" aria-label={view.name} data-count={rows.length}>
      {rows.map((row, index) => {
        const fans = (view.contributors[row.id] ?? []).slice(0, SUPPORTERS_SHOWN);
        return (
          <article key={row.id} className="ov-panel ov-supporters__column" data-side={index}>
            <header className="ov-supporters__head">
              {view.pluginStyle === 'ramadan' && <Crescent size={30} />}
              {view.pluginStyle === 'iceFire' && index < 2 && (index === 0 ? <Flame size={34} /> : <Snowflake size={34} />)}
              <Avatar id={row.id} name={row.nickname} url={row.avatarUrl} size={56} />
              <div className="ov-supporters__who">
                <span className="ov-name">{row.nickname}</span>
                <span className="ov-supporters__score">{formatScore(row.score)}</span>
              </div>
            </header>
            <h2 className="ov-subtitle">{text.topSupporters}</h2>
            {fans.length === 0 ? (
              <p className="ov-empty">{text.noSupporters}</p>
            ) : (
              <ol className="ov-supporters__list" style={{ height: fans.length * ROW }}>
                {fans.map((fan, n) => (
                  <m.li key={fan.userId} className="ov-supporter" initial={false} animate={{ y: n * ROW }} transition={{ type: 'spring', stiffness: 260, damping: 30 }} style={{ height: ROW }}>
                    <span className="ov-rank" data-rank={n < 3 ? n + 1 : undefined}>
                      {n + 1}
                    </span>
                    <Avatar id={fan.userId} name={fan.nickname} url={fan.avatarUrl} size={40} />
                    <span className="ov-name">{fan.nickname}</span>
                    <span className="ov-supporter__points">{formatScore(fan.points)}</span>
                  </m.li>
                ))}
              </ol>
            )}
          </article>
        );
      })}
    </section>
  );
}
