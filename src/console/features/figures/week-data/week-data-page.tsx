/**
 * Weekly data (component 'WeekData', `weekData:list`): one row per streamer for the chosen week with each figure's
 * week-over-week change and source mark, filtered by week, group, manager, streamer type, invitation type and a
 * search, sorted by any column, paged and exported with the same filters (list state in the URL). A row opens the
 * streamer's 12-week trend; with `weekData:import` the page imports the agency's export for a week.
 */
import { Button, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChartColumn, LuUpload } from 'react-icons/lu';
import { STREAMER_TYPES, WEEK_INVITE_TYPES, type WeekDataRow } from '../../../../../streams/contracts/week-data';
import { useCan } from '@shared/auth/can';
import { CrudPage } from '@shared/crud/crud-page';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { useWeekDataT } from './i18n/use-week-data-t';
import { SourceLegend } from './source-mark';
import { TrendDialog } from './trend-dialog';
import { useWeekDataColumns } from './week-data-columns';
import { weekDataApi } from './week-data-api';
import { isDay, mondayOf } from '../common/week-dates';
import { WEEK_FILTERS, WeekFilterControls, shownWeek } from './week-filters';
import { WeekImportDialog } from './week-import-dialog';

const streamerName = (row: WeekDataRow) => row.nickname || row.uniqueId;

/** The Weekly data page (see the module comment). */
export function WeekDataPage() {
  const { ft } = useWeekDataT();
  const texts = useSectionTexts(useWeekDataT, 'page');
  const mayImport = useCan('weekData:import');
  const list = useCrudList({
    api: weekDataApi,
    filters: WEEK_FILTERS,
    choices: { streamerType: ['', ...STREAMER_TYPES], inviteType: ['', ...WEEK_INVITE_TYPES] },
    // An empty week is the server's current week; a day from a hand-written URL stands for its Monday.
    toParams: ({ week, ...rest }) => ({ ...rest, week: isDay(week) ? mondayOf(week) : undefined }),
  });
  const columns = useWeekDataColumns();
  const [trendOf, setTrendOf] = useState<WeekDataRow | null>(null);
  const [importing, setImporting] = useState(false);
  const week = isDay(list.filters.week) ? mondayOf(list.filters.week) : '';
  return (
    <CrudPage
      texts={texts}
      list={list}
      rowName={streamerName}
      search={{ text: 'blurry', children: (slot) => <WeekFilterControls slot={slot} /> }}
      table={{ columns, rowAttributes: (row) => ({ 'data-streamer': row.uniqueId }) }}
      drawer={() => null}
      before={<SourceLegend />}
      actions={
        mayImport ? (
          <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
            <LuUpload aria-hidden="true" /> {ft('importDialog.open')}
          </Button>
        ) : null
      }
      rowButtons={(row) => (
        <IconButton size="xs" variant="ghost" aria-label={ft('trend.open', { name: streamerName(row) })} title={ft('trend.open', { name: streamerName(row) })} onClick={() => setTrendOf(row)}>
          <LuChartColumn />
        </IconButton>
      )}
    >
      {trendOf ? <TrendDialog row={trendOf} week={week} onClose={() => setTrendOf(null)} /> : null}
      {importing ? <WeekImportDialog week={shownWeek(list.filters.week)} onClose={() => setImporting(false)} /> : null}
    </CrudPage>
  );
}
