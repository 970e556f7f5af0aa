/**
 * The Korea group PK overlays, loaded as their own chunk (overlay-app.tsx imports this module lazily) so the other
 * overlays never download them: `/whiteListPages/koreaGroupPk` (korea-total.tsx) and `/koreaScoreRanking`
 * (korea-stage-board.tsx).
 */
import type { KoreaPageProps } from './korea-bits';
import { KoreaScoreRanking } from './korea-stage-board';
import { KoreaGroupPk } from './korea-total';

/** The Korea overlay `page` of the view. */
export default function KoreaPage({ page, ...props }: KoreaPageProps & { page: 'koreaGroupPk' | 'koreaScoreRanking' }) {
  return page === 'koreaGroupPk' ? <KoreaGroupPk {...props} /> : <KoreaScoreRanking {...props} />;
}
