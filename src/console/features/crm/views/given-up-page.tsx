/**
 * Given-up streamers (component 'CrmGivenUp'): view `givenUp` with the give-up reason and time; Restore moves one
 * back to contacted (`PUT api/anchors/progress`, the machine's only way out of given up), asked first.
 */
import { useMemo } from 'react';
import { LuUndo2 } from 'react-icons/lu';
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { RESTORED_PROGRESS } from '../../../../../machines/streamer-progress.machine';
import { useCan } from '@shared/auth/can';
import { createColumnHelper, timeColumn } from '@shared/crud/columns';
import { AskConfirm } from '@shared/crud/confirm-dialogs';
import { RowButton } from '@shared/crud/row-actions';
import { useAskFlow } from '@shared/crud/use-ask-flow';
import { useMoveProgress } from '../api/anchors-api';
import { anchorName } from '../common/anchor-columns';
import { useCrmT } from '../i18n/use-crm-t';
import { AnchorViewPage } from './anchor-view-page';

const column = createColumnHelper<AnchorRow>();
const GIVEN_UP_FILTERS = ['gender', 'country', 'label', 'operatorId', 'createFrom', 'createTo'] as const;

/** The Given-up streamers page (see the module comment). */
export function GivenUpPage() {
  const { ft } = useCrmT();
  const canEdit = useCan('anchor:edit');
  const move = useMoveProgress();
  const restore = useAskFlow((row: AnchorRow) => move.mutateAsync({ id: row.id, to: RESTORED_PROGRESS }), { successText: ft('givenUp.restored'), failedText: ft('givenUp.restoreFailed') });
  const extra = useMemo(
    () => [column.accessor('giveUpReason', { header: ft('fields.giveUpReason'), cell: ({ getValue }) => <bdi>{getValue() ?? ''}</bdi> }), timeColumn('giveUpTime', ft('fields.giveUpTime'), (row: AnchorRow) => row.giveUpTime, false)],
    [ft],
  );
  return (
    <AnchorViewPage
      view="givenUp"
      section="givenUp"
      show={GIVEN_UP_FILTERS}
      extraColumns={extra}
      rowButtons={(row) => (canEdit ? <RowButton label={ft('givenUp.restore', { name: anchorName(row) })} icon={<LuUndo2 />} onClick={() => restore.ask(row)} /> : null)}
    >
      <AskConfirm flow={restore} message={(row) => ft('givenUp.restoreConfirm', { name: anchorName(row) })} />
    </AnchorViewPage>
  );
}
