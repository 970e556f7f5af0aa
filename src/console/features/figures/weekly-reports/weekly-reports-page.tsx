/**
 * Weekly reports (component 'WeeklyReports', `weeklyReport:list`): one report per monitored streamer and week, listed
 * for one week at a time (default the current one; Previous/Next week), filtered by state and searched by TikTok ID
 * or nickname, sorted and paged, all kept in the URL. With `weeklyReport:edit` the week's reports are generated from
 * here. A row opens the report's drawer (report-drawer.tsx): the card as the streamer reads it, the advice editor,
 * the state moves, the streamer's language, the public link and the PNG/PDF download.
 */
import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { WEEKLY_REPORT_STATES, type WeeklyReportState } from '../../../../../streams/reports/report-state';
import type { WeeklyReportRow } from '../../../../../streams/contracts/weekly-reports';
import { useCan } from '@shared/auth/can';
import { CrudPage } from '@shared/crud/crud-page';
import { FilterSelect } from '@shared/crud/search-bar';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { GenerateButton, GenerateNotice, useGenerate } from './generate-reports';
import { useWeeklyReportsT } from './i18n/use-weekly-reports-t';
import { ReportDrawer } from './report-drawer';
import { currentMonday } from '../common/week-dates';
import { WeekPicker } from '../common/week-picker';
import { useWeeklyReportColumns } from './weekly-report-columns';
import { weeklyReportsApi } from './weekly-reports-api';

const reportName = (row: WeeklyReportRow) => row.nickname || row.uniqueId;

/** The Weekly reports page (see the module comment). */
export function WeeklyReportsPage() {
  const { ft, rtl } = useWeeklyReportsT();
  const texts = useSectionTexts(useWeeklyReportsT, 'list');
  // The current week is the default filter, computed once per visit (a page left open over Sunday night keeps its week).
  const filters = useMemo(() => ({ week: currentMonday(), state: '', blurry: '' }), []);
  const list = useCrudList({ api: weeklyReportsApi, filters, choices: { state: ['', ...WEEKLY_REPORT_STATES] } });
  const columns = useWeeklyReportColumns();
  const canEdit = useCan('weeklyReport:edit');
  const generate = useGenerate();
  const [open, setOpen] = useState<WeeklyReportRow | null>(null);
  const week = list.filters.week || filters.week;
  const stateOptions = WEEKLY_REPORT_STATES.map((state: WeeklyReportState) => ({ value: state, label: ft(`states.${state}`) }));
  return (
    <CrudPage
      texts={texts}
      list={list}
      rowName={reportName}
      noExport
      actions={canEdit ? <GenerateButton busy={generate.busy} onClick={() => void generate.run(week)} /> : null}
      search={{
        text: 'blurry',
        children: ({ filters: shown, apply }) => (
          <>
            <WeekPicker week={shown.week || filters.week} rtl={rtl} labels={{ week: ft('filters.week'), previous: ft('filters.previousWeek'), next: ft('filters.nextWeek') }} onChange={(value) => apply({ week: value })} />
            <FilterSelect label={ft('filters.state')} value={shown.state} allText={ft('filters.allStates')} options={stateOptions} onChange={(value) => apply({ state: value })} />
          </>
        ),
      }}
      before={canEdit ? <GenerateNotice outcome={generate.outcome} /> : null}
      table={{ columns }}
      rowButtons={(row) => (
        <Button size="xs" variant="outline" aria-label={ft('drawer.open', { name: reportName(row) })} onClick={() => setOpen(row)}>
          {ft('columns.open')}
        </Button>
      )}
      drawer={() => null}
    >
      {open ? <ReportDrawer row={open} onClose={() => setOpen(null)} /> : null}
    </CrudPage>
  );
}
