/** `ttCheckAnchorInfo?id=`: a streamer of the review queue, its card and the review form. */
import { can } from '../../../../../streams/contracts/permissions';
import { AnchorCard } from '../anchors/anchor-card';
import { AnchorOfLink } from '../anchors/anchor-info-page';
import { h5Href } from '../h5-routes';
import { KeyGate } from '../key-gate';
import { useH5Link } from '../page-context';
import { useH5Texts } from '../text/h5-text';
import { Empty, PageShell } from '../ui';
import { ReviewForm } from './review-form';

/** The review page of one streamer. */
export function CheckInfoPage() {
  const { ui } = useH5Texts();
  const link = useH5Link();
  return (
    <PageShell page="ttCheckAnchorInfo" back={h5Href('ttCheckAnchorList', link)}>
      <KeyGate>
        {(principal) =>
          can(principal.permissions, 'anchor:check') ? (
            <AnchorOfLink
              render={(anchor, update) => (
                <AnchorCard anchor={anchor}>
                  <ReviewForm anchor={anchor} onReviewed={update} />
                </AnchorCard>
              )}
            />
          ) : (
            <Empty>{ui.check.noPermission}</Empty>
          )
        }
      </KeyGate>
    </PageShell>
  );
}
