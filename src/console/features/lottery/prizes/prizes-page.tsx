/**
 * Lottery prizes (component 'LotteryPrizes'): the prizes filtered by activity (the picker, `?activityId=` in the URL
 * so an activity's row links here) and name search, with sorting and paging; the picked activity's probability total
 * and its "no prize" rest; add and edit in a drawer (a total over 100 refused beside the probability), delete asked
 * first (a prize already drawn is refused, shown as the delete's error). Buttons follow `lottery:add|edit|del`.
 */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { LotteryPrize } from '../../../../../streams/contracts/lottery';
import { NameCell } from '@shared/crud/cells';
import { createColumnHelper, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { CrudPage } from '@shared/crud/crud-page';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { prizesApi, useActivityChoices } from '../api/lottery-api';
import { ActivityFilter } from '../common/activity-filter';
import { RulesNote } from '../common/rules-note';
import { useLotteryT } from '../i18n/use-lottery-t';
import { PrizeDrawer } from './prize-drawer';

const column = createColumnHelper<LotteryPrize>();

function usePrizeColumns(): ResourceColumns<LotteryPrize> {
  const { ft, language } = useLotteryT();
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return [
      column.accessor('name', { header: ft('common.name'), enableSorting: true, cell: ({ row }) => <NameCell name={row.original.name} note={row.original.activityName} /> }),
      column.accessor('value', { header: ft('common.value'), enableSorting: true, cell: ({ getValue }) => money.format(getValue()) }),
      column.accessor('probability', { header: ft('prizes.probability'), enableSorting: true, cell: ({ getValue }) => `${getValue()} %` }),
      column.accessor('stock', {
        header: ft('prizes.stock'),
        enableSorting: true,
        cell: ({ getValue }) => {
          const stock = getValue();
          if (stock === null) return <Text as="span" color="fg.muted">{ft('common.unlimited')}</Text>;
          return stock === 0 ? <Badge colorPalette="red">{stock}</Badge> : stock;
        },
      }),
      column.accessor('drawn', { header: ft('prizes.drawn') }),
      column.accessor('sort', { header: ft('prizes.sort'), enableSorting: true }),
      timeColumn('createTime', ft('common.createTime'), (prize: LotteryPrize) => prize.createTime),
    ];
  }, [ft, language]);
}

/** The picked activity's total and the "no prize" rest, or a hint to pick one. */
function ProbabilityTotal({ activityId }: { activityId: string }) {
  const { ft } = useLotteryT();
  const activities = useActivityChoices();
  const activity = activities.data?.content.find((item) => String(item.id) === activityId);
  if (!activity) return <Text fontSize="sm" color="fg.muted">{ft('prizes.pickActivity')}</Text>;
  return (
    <HStack gap="2" role="status" aria-live="polite">
      <Badge colorPalette={activity.probabilityTotal === 100 ? 'orange' : 'blue'} size="lg" data-testid="probability-total">
        {ft('prizes.total', { name: activity.name, total: activity.probabilityTotal, rest: 100 - activity.probabilityTotal })}
      </Badge>
    </HStack>
  );
}

/** The Prizes page (see the module comment). */
export function LotteryPrizesPage() {
  const { ft } = useLotteryT();
  const texts = useSectionTexts(useLotteryT, 'prizes');
  const crud = useCrudList({ api: prizesApi, filters: { blurry: '', activityId: '' }, deleteErrorInline: true });
  const columns = usePrizeColumns();
  return (
    <CrudPage
      texts={texts}
      list={crud}
      noExport
      rowName={(prize) => prize.name}
      search={{ text: 'blurry', children: ({ filters, apply }) => <ActivityFilter value={filters.activityId} onChange={(value) => apply({ activityId: value })} /> }}
      before={
        <>
          <ProbabilityTotal activityId={crud.filters.activityId} />
          <RulesNote />
        </>
      }
      table={{ columns }}
      drawer={(target, _parent, onClose) => <PrizeDrawer target={target} activityId={crud.filters.activityId} onClose={onClose} />}
      deleteMessage={({ row, ids }) => ft('prizes.deleteConfirm', { name: row?.name ?? String(ids.length) })}
    />
  );
}
