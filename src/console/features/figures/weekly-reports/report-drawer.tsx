/**
 * A weekly report's drawer, opened from a row: the card as the streamer reads it (src/shared/reports, in the report's
 * language) with its PNG/PDF download, then, for `weeklyReport:edit`, the state moves, the advice editor, the
 * streamer's report language and the public link. The report is read fresh (`GET api/weeklyReports/{id}`), so a
 * change made here shows at once.
 */
import { Box, Button, CloseButton, Drawer, HStack, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { WeeklyReportRow } from '../../../../../streams/contracts/weekly-reports';
import { canEditAdvice } from '../../../../../streams/reports/report-state';
import { useCan } from '@shared/auth/can';
import { ReportCard } from '@shared/reports/report-card';
import { useCardDownload } from '@shared/reports/download-card';
import { InlineAlert } from '@shared/ui/inline-alert';
import { AdviceEditor } from './advice-editor';
import { useWeeklyReportsT } from './i18n/use-weekly-reports-t';
import { LangPanel } from './lang-panel';
import { LinkPanel } from './link-panel';
import { StateActions } from './state-actions';
import { useWeeklyReport } from './weekly-reports-api';

/** Props of {@link ReportDrawer}. */
export interface ReportDrawerProps {
  /** The row as the list had it, shown until the fresh one arrives. */
  row: WeeklyReportRow;
  onClose: () => void;
}

/** The drawer; mount it only while it is open. */
export function ReportDrawer({ row: listed, onClose }: ReportDrawerProps) {
  const { ft, failure } = useWeeklyReportsT();
  const fresh = useWeeklyReport(listed.id);
  const row = fresh.data ?? listed;
  const canEdit = useCan('weeklyReport:edit');
  const card = useRef<HTMLElement>(null);
  const name = row.nickname || row.uniqueId;
  const download = useCardDownload(() => card.current, name, row.week);
  return (
    <Drawer.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="lg">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <bdi>{ft('drawer.title', { name })}</bdi>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                {fresh.isError ? <InlineAlert text={`${ft('drawer.failed')}: ${failure(fresh.error)}`} /> : null}
                <StateActions row={row} canEdit={canEdit} />
                <Box as="section" aria-label={ft('drawer.card')}>
                  <ReportCard ref={card} report={{ ...row, advice: row.shownAdvice }} />
                </Box>
                <Stack gap="1" as="section" aria-label={ft('download.title')}>
                  <HStack gap="2" wrap="wrap">
                    <Text fontSize="sm" fontWeight="medium">
                      {ft('download.title')}
                    </Text>
                    <Button size="xs" variant="outline" loading={download.busy === 'png'} loadingText={ft('download.busy')} disabled={download.busy !== null} onClick={() => void download.download('png')}>
                      {ft('download.png')}
                    </Button>
                    <Button size="xs" variant="outline" loading={download.busy === 'pdf'} loadingText={ft('download.busy')} disabled={download.busy !== null} onClick={() => void download.download('pdf')}>
                      {ft('download.pdf')}
                    </Button>
                  </HStack>
                  {download.failed ? <InlineAlert text={ft('download.failed')} /> : null}
                </Stack>
                {canEdit ? (
                  <>
                    <Separator />
                    {/* A sent report is locked (StateActions says why): its lines are read on the card only. */}
                    {canEditAdvice(row.state) ? (
                      <>
                        <AdviceEditor key={`${row.state}:${JSON.stringify(row.shownAdvice)}`} row={row} canEdit={canEdit} />
                        <Separator />
                      </>
                    ) : null}
                    <LangPanel key={row.lang} row={row} />
                    <Separator />
                    <LinkPanel row={row} />
                  </>
                ) : null}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={ft('drawer.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
