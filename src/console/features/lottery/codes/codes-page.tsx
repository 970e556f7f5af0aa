/**
 * Lottery codes (component 'LotteryCodes'): the codes by activity (`?activityId=`, so an activity's row links here),
 * valid or revoked, and a search of code, TikTok ID and nickname, with sorting and paging; "Issue codes" (the
 * activity and the streamers, then each personal link with copy); a row's link copied, revoke or restore (asked
 * first, one row or the ticked ones); delete asked first (a code with draws is refused, the refusal kept above the
 * table). Issuing, revoking and restoring need `lottery:edit`, delete `lottery:del`.
 */
import { Badge, Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuBan, LuCopy, LuRotateCcw, LuTicketPlus } from 'react-icons/lu';
import type { LotteryCode } from '../../../../../streams/contracts/lottery';
import { useCan } from '@shared/auth/can';
import { CodeCell, NameCell } from '@shared/crud/cells';
import { createColumnHelper, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { AskConfirm } from '@shared/crud/confirm-dialogs';
import { CrudPage } from '@shared/crud/crud-page';
import { BatchButton, DeleteSelectedButton } from '@shared/crud/list-actions';
import { RowButton } from '@shared/crud/row-actions';
import { FilterSelect } from '@shared/crud/search-bar';
import { useAskFlow } from '@shared/crud/use-ask-flow';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { notifySuccess } from '@shared/ui/toaster';
import { useCopy } from '@shared/ui/use-copy';
import { codesApi, revokeCodes } from '../api/lottery-api';
import { ActivityFilter } from '../common/activity-filter';
import { personalLink } from '../common/personal-link';
import { RulesNote } from '../common/rules-note';
import { useLotteryT } from '../i18n/use-lottery-t';
import { IssueCodesDialog } from './issue-codes-dialog';

const column = createColumnHelper<LotteryCode>();
const FILTERS = { blurry: '', activityId: '', revoked: '' };

/** A code's streamer as its buttons and questions name them. */
const streamerOf = (code: LotteryCode) => (code.nickname ? `${code.nickname} (@${code.uniqueId})` : `@${code.uniqueId}`);

function useCodeColumns(): ResourceColumns<LotteryCode> {
  const { ft } = useLotteryT();
  return useMemo(
    () => [
      column.accessor('code', { header: ft('codes.code'), enableSorting: true, cell: ({ getValue }) => <CodeCell text={getValue()} />, meta: { cell: { maxW: '48' } } }),
      column.accessor('uniqueId', { header: ft('common.streamer'), enableSorting: true, cell: ({ row }) => <NameCell name={row.original.nickname || row.original.uniqueId} note={`@${row.original.uniqueId}`} /> }),
      column.accessor('activityName', { header: ft('common.activity') }),
      column.accessor('revoked', {
        header: ft('codes.state'),
        cell: ({ getValue }) => (getValue() ? <Badge colorPalette="red">{ft('codes.revoked')}</Badge> : <Badge colorPalette="green">{ft('codes.active')}</Badge>),
      }),
      column.accessor('lastDrawDay', { header: ft('codes.lastDrawDay'), enableSorting: true, cell: ({ getValue }) => <bdi dir="ltr">{getValue() ?? ft('common.none')}</bdi> }),
      column.accessor('draws', { header: ft('codes.draws') }),
      timeColumn('createTime', ft('common.createTime'), (code: LotteryCode) => code.createTime),
    ],
    [ft],
  );
}

/** The Codes page (see the module comment). */
export function LotteryCodesPage() {
  const { ft } = useLotteryT();
  const texts = useSectionTexts(useLotteryT, 'codes');
  const crud = useCrudList({ api: codesApi, filters: FILTERS, choices: { revoked: ['', 'true', 'false'] }, deleteErrorInline: true });
  const canEdit = useCan('lottery:edit');
  const columns = useCodeColumns();
  const copy = useCopy();
  const [issuing, setIssuing] = useState(false);
  const revoke = codesApi.useWrite(revokeCodes);
  // One flow for both ways; its notice says which way went.
  const revoking = useAskFlow(async (target: { ids: number[]; revoked: boolean }) => {
    await revoke.mutateAsync(target);
    crud.selection.clear();
    notifySuccess(ft(target.revoked ? 'codes.revokeDone' : 'codes.restoreDone'));
  }, { failedText: ft('codes.revokeFailed') });

  return (
    <CrudPage
      texts={texts}
      list={crud}
      noExport
      can={{ add: false, edit: false, del: crud.can.del, anyRow: crud.can.del }}
      rowName={streamerOf}
      search={{
        text: 'blurry',
        children: ({ filters, apply }) => (
          <>
            <ActivityFilter value={filters.activityId} onChange={(value) => apply({ activityId: value })} />
            <FilterSelect
              label={ft('codes.state')}
              value={filters.revoked}
              allText={ft('codes.allStates')}
              options={[
                { value: 'false', label: ft('codes.active') },
                { value: 'true', label: ft('codes.revoked') },
              ]}
              onChange={(value) => apply({ revoked: value })}
            />
          </>
        ),
      }}
      before={<RulesNote />}
      actions={
        <>
          {canEdit ? (
            <>
              <BatchButton list={crud} icon={<LuBan aria-hidden="true" />} label={(count) => ft('codes.revokeSelected', { count })} onClick={(ids) => revoking.ask({ ids, revoked: true })} />
              <BatchButton list={crud} icon={<LuRotateCcw aria-hidden="true" />} label={(count) => ft('codes.restoreSelected', { count })} onClick={(ids) => revoking.ask({ ids, revoked: false })} />
            </>
          ) : null}
          {crud.can.del ? <DeleteSelectedButton list={crud} /> : null}
          {canEdit ? (
            <Button size="sm" colorPalette="brand" onClick={() => setIssuing(true)}>
              <LuTicketPlus aria-hidden="true" /> {ft('codes.issue')}
            </Button>
          ) : null}
        </>
      }
      table={{ columns, selectable: canEdit || crud.can.del, actionsWidth: '32' }}
      rowButtons={(code) => (
        <>
          <RowButton label={ft('common.copy', { name: ft('codes.link') })} icon={<LuCopy />} onClick={() => void copy(personalLink(code.code, window.location.origin))} />
          {canEdit ? (
            code.revoked ? (
              <RowButton label={ft('codes.restoreNamed', { name: streamerOf(code) })} icon={<LuRotateCcw />} onClick={() => revoking.ask({ ids: [code.id], revoked: false })} />
            ) : (
              <RowButton label={ft('codes.revokeNamed', { name: streamerOf(code) })} icon={<LuBan />} onClick={() => revoking.ask({ ids: [code.id], revoked: true })} />
            )
          ) : null}
        </>
      )}
      drawer={() => null}
      deleteMessage={({ row, ids }) => ft('codes.deleteConfirm', { name: row ? `${row.code} (${streamerOf(row)})` : String(ids.length) })}
    >
      {issuing ? <IssueCodesDialog activityId={crud.filters.activityId} onClose={() => setIssuing(false)} /> : null}
      <AskConfirm
        flow={revoking}
        message={({ ids, revoked }) => ft(revoked ? 'codes.revokeConfirm' : 'codes.restoreConfirm', { count: ids.length })}
        confirmLabel={revoking.target?.revoked === false ? ft('codes.restore') : ft('codes.revoke')}
      />
    </CrudPage>
  );
}
