/**
 * Reviews (component 'CrmReviews', anchor:check): the streamers waiting for a review (`GET api/anchorChecks`, the
 * streamer filters, exported as xlsx), each with Review (approve with the invite type, reject with a reason, or leave pending) and,
 * once approved and not yet invited, Mark invited (`PUT api/anchors/invited`). A row opens its details.
 */
import { useMemo, useState } from 'react';
import { LuClipboardCheck, LuMailCheck, LuPanelRightOpen } from 'react-icons/lu';
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { useCan } from '@shared/auth/can';
import { createColumnHelper } from '@shared/crud/columns';
import { CrudPage } from '@shared/crud/crud-page';
import { RowButton } from '@shared/crud/row-actions';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { notifyFailure } from '@shared/ui/notify-failure';
import { notifySuccess } from '@shared/ui/toaster';
import { anchorChecksApi } from '../api/anchor-checks-api';
import { useSetInvited } from '../api/anchors-api';
import { anchorName, useAnchorColumns } from '../common/anchor-columns';
import { AnchorFilterControls } from '../common/anchor-filter-controls';
import { ANCHOR_CHOICES, ANCHOR_FILTERS, anchorParams } from '../common/anchor-filters';
import { useAnchorLabels } from '../common/labels';
import { YesNo } from '../common/yes-no';
import { StreamerDetailDrawer } from '../detail/streamer-detail-drawer';
import { useCrmT } from '../i18n/use-crm-t';
import { ReviewDialog } from './review-dialog';

const column = createColumnHelper<AnchorRow>();
const REVIEW_FILTERS = ['checkResult', 'availability', 'gender', 'country', 'label', 'operatorId', 'createFrom', 'createTo'] as const;

/** The Reviews page (see the module comment). */
export function ReviewsPage() {
  const { ft, failure } = useCrmT();
  const labels = useAnchorLabels();
  const texts = useSectionTexts(useCrmT, 'reviews');
  const mayCheck = useCan('anchor:check');
  const invited = useSetInvited();
  const list = useCrudList({ api: anchorChecksApi, filters: ANCHOR_FILTERS, choices: ANCHOR_CHOICES, toParams: anchorParams });
  const extra = useMemo(
    () => [
      column.accessor('inviteType', { header: ft('fields.inviteType'), cell: ({ getValue }) => labels.label('inviteType', getValue()) }),
      column.accessor('invited', { header: ft('fields.invited'), cell: ({ getValue }) => <YesNo value={getValue()} /> }),
    ],
    [ft, labels],
  );
  const columns = useAnchorColumns(extra);
  const [reviewing, setReviewing] = useState<AnchorRow | null>(null);
  const [detail, setDetail] = useState<AnchorRow | null>(null);
  const markInvited = (row: AnchorRow) =>
    invited.mutateAsync({ ids: [row.id], invited: true }).then(
      () => notifySuccess(ft('reviews.invitedDone')),
      (error: unknown) => notifyFailure(ft('common.failed'), failure(error)),
    );
  return (
    <CrudPage
      texts={texts}
      list={list}
      rowName={anchorName}
      search={{ text: 'blurry', children: (slot) => <AnchorFilterControls slot={slot} show={REVIEW_FILTERS} /> }}
      table={{ columns }}
      rowButtons={(row) => (
        <>
          {mayCheck && row.checkResult !== 'approved' && row.checkResult !== 'notApproved' ? (
            <RowButton label={ft('reviews.review', { name: anchorName(row) })} icon={<LuClipboardCheck />} onClick={() => setReviewing(row)} />
          ) : null}
          {mayCheck && row.checkResult === 'approved' && !row.invited ? (
            <RowButton label={ft('reviews.markInvited', { name: anchorName(row) })} icon={<LuMailCheck />} disabled={invited.isPending} onClick={() => void markInvited(row)} />
          ) : null}
          <RowButton label={ft('common.open', { name: anchorName(row) })} icon={<LuPanelRightOpen />} onClick={() => setDetail(row)} />
        </>
      )}
      drawer={() => null}
    >
      {reviewing ? <ReviewDialog row={reviewing} onClose={() => setReviewing(null)} /> : null}
      {detail ? <StreamerDetailDrawer row={detail} onClose={() => setDetail(null)} /> : null}
    </CrudPage>
  );
}
