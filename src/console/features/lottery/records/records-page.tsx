/**
 * Lottery records (component 'LotteryRecords'): every draw, filtered by activity, prize, outcome (a prize or none),
 * awarded or not, Dubai days from–to and a search of TikTok ID, nickname and prize, with sorting, paging and export
 * (the filters' rows as xlsx); a drawn prize marked awarded or not awarded, for one row or the ticked ones, asked
 * first (`lottery:edit`).
 */
import { Badge, Input, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import type { LotteryRecord } from '../../../../../streams/contracts/lottery';
import { useCan } from '@shared/auth/can';
import { NameCell, TimeOr } from '@shared/crud/cells';
import { createColumnHelper, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { AskConfirm } from '@shared/crud/confirm-dialogs';
import { CrudPage } from '@shared/crud/crud-page';
import { BatchButton } from '@shared/crud/list-actions';
import { RowButton } from '@shared/crud/row-actions';
import { FilterSelect } from '@shared/crud/search-bar';
import { useAskFlow } from '@shared/crud/use-ask-flow';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { awardRecords, recordsApi, useActivityPrizes } from '../api/lottery-api';
import { ActivityFilter } from '../common/activity-filter';
import { RulesNote } from '../common/rules-note';
import { useLotteryT } from '../i18n/use-lottery-t';

const column = createColumnHelper<LotteryRecord>();
const FILTERS = { blurry: '', activityId: '', prizeId: '', outcome: '', awarded: '', from: '', to: '' };

/** A record as its buttons and questions name it: the streamer and what they drew. */
const recordName = (record: LotteryRecord, noPrize: string) => `@${record.uniqueId} – ${record.prizeName ?? noPrize}`;

function useRecordColumns(): ResourceColumns<LotteryRecord> {
  const { ft, language } = useLotteryT();
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return [
      column.accessor('uniqueId', { header: ft('common.streamer'), enableSorting: true, cell: ({ row }) => <NameCell name={row.original.nickname || row.original.uniqueId} note={`@${row.original.uniqueId}`} /> }),
      column.accessor('activityName', { header: ft('common.activity') }),
      column.accessor('prizeName', {
        header: ft('common.prize'),
        enableSorting: true,
        cell: ({ getValue }) => {
          const name = getValue();
          return name === null ? <Text as="span" color="fg.muted">{ft('common.noPrize')}</Text> : <Text as="span" fontWeight="medium">{name}</Text>;
        },
      }),
      column.accessor('value', { header: ft('common.value'), enableSorting: true, cell: ({ getValue }) => { const value = getValue(); return value === null ? ft('common.none') : money.format(value); } }),
      timeColumn('lotteryTime', ft('records.lotteryTime'), (record: LotteryRecord) => record.lotteryTime),
      column.accessor('lotteryDay', { header: ft('records.lotteryDay'), cell: ({ getValue }) => <bdi dir="ltr">{getValue()}</bdi> }),
      column.accessor('awardTime', {
        header: ft('records.awarded'),
        enableSorting: true,
        cell: ({ row }) => {
          if (row.original.prizeId === null) return <Text as="span" color="fg.muted">{ft('common.none')}</Text>;
          return row.original.awardTime === null ? <Badge colorPalette="orange">{ft('records.notAwarded')}</Badge> : <TimeOr value={row.original.awardTime} missing={ft('common.none')} />;
        },
      }),
      column.accessor('awardedBy', { header: ft('records.awardedBy'), cell: ({ getValue }) => getValue() ?? ft('common.none') }),
    ];
  }, [ft, language]);
}

/** The prize filter: the picked activity's prizes (every prize when none is picked). */
function PrizeFilter({ activityId, value, onChange }: { activityId: string; value: string; onChange: (value: string) => void }) {
  const { ft } = useLotteryT();
  const prizes = useActivityPrizes(activityId === '' ? null : Number(activityId));
  const options = (prizes.data?.content ?? []).map((prize) => ({ value: String(prize.id), label: activityId === '' ? `${prize.name} (${prize.activityName})` : prize.name }));
  return <FilterSelect label={ft('common.prize')} value={value} allText={ft('records.allPrizes')} options={options} onChange={onChange} />;
}

/** The Records page (see the module comment). */
export function LotteryRecordsPage() {
  const { ft } = useLotteryT();
  const texts = useSectionTexts(useLotteryT, 'records');
  const crud = useCrudList({ api: recordsApi, filters: FILTERS, choices: { outcome: ['', 'won', 'none'], awarded: ['', 'true', 'false'] } });
  const canEdit = useCan('lottery:edit');
  const columns = useRecordColumns();
  const award = recordsApi.useWrite(awardRecords);
  const awarding = useAskFlow(async (target: { ids: number[]; awarded: boolean }) => {
    await award.mutateAsync(target);
    crud.selection.clear();
  }, { successText: ft('records.awardDone'), failedText: ft('records.awardFailed') });
  const noPrize = ft('common.noPrize');

  return (
    <CrudPage
      texts={texts}
      list={crud}
      can={{ add: false, edit: false, del: false, anyRow: false }}
      rowName={(record) => recordName(record, noPrize)}
      search={{
        text: 'blurry',
        blocked: (draft) => draft.from !== '' && draft.to !== '' && draft.to < draft.from,
        children: ({ filters, apply, draft, edit }) => (
          <>
            <ActivityFilter value={filters.activityId} onChange={(value) => apply({ activityId: value, prizeId: '' })} />
            <PrizeFilter activityId={filters.activityId} value={filters.prizeId} onChange={(value) => apply({ prizeId: value })} />
            <FilterSelect
              label={ft('records.outcome')}
              value={filters.outcome}
              allText={ft('records.allOutcomes')}
              options={[
                { value: 'won', label: ft('records.won') },
                { value: 'none', label: ft('records.lost') },
              ]}
              onChange={(value) => apply({ outcome: value })}
            />
            <FilterSelect
              label={ft('records.awarded')}
              value={filters.awarded}
              allText={ft('records.allAwarded')}
              options={[
                { value: 'true', label: ft('records.awarded') },
                { value: 'false', label: ft('records.notAwarded') },
              ]}
              onChange={(value) => apply({ awarded: value })}
            />
            <Input type="date" size="sm" w="40" aria-label={ft('records.from')} title={ft('records.from')} value={draft.from} onChange={(e) => edit({ from: e.target.value })} />
            <Input type="date" size="sm" w="40" aria-label={ft('records.to')} title={ft('records.to')} value={draft.to} onChange={(e) => edit({ to: e.target.value })} />
          </>
        ),
      }}
      before={<RulesNote />}
      actions={
        canEdit ? (
          <>
            <BatchButton list={crud} icon={<LuCircleCheck aria-hidden="true" />} label={(count) => ft('records.awardSelected', { count })} onClick={(ids) => awarding.ask({ ids, awarded: true })} />
            <BatchButton list={crud} icon={<LuCircleX aria-hidden="true" />} label={(count) => ft('records.unawardSelected', { count })} onClick={(ids) => awarding.ask({ ids, awarded: false })} />
          </>
        ) : null
      }
      table={{ columns, selectable: canEdit }}
      rowButtons={(record) =>
        canEdit && record.prizeId !== null ? (
          record.awardTime === null ? (
            <RowButton label={ft('records.awardNamed', { name: recordName(record, noPrize) })} icon={<LuCircleCheck />} onClick={() => awarding.ask({ ids: [record.id], awarded: true })} />
          ) : (
            <RowButton label={ft('records.unawardNamed', { name: recordName(record, noPrize) })} icon={<LuCircleX />} onClick={() => awarding.ask({ ids: [record.id], awarded: false })} />
          )
        ) : null
      }
      drawer={() => null}
    >
      <AskConfirm
        flow={awarding}
        message={({ ids, awarded }) => ft(awarded ? 'records.awardConfirm' : 'records.unawardConfirm', { count: ids.length })}
        confirmLabel={awarding.target?.awarded === false ? ft('records.unaward') : ft('records.award')}
      />
    </CrudPage>
  );
}
