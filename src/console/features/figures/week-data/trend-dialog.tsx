/**
 * A streamer's 12-week trend, opened from their row: a select of the figure to chart, the bars (visx) and a table of
 * every week with the figure's value and where it came from. Loading, failure (with Retry) and the weeks without data
 * are shown as such.
 */
import { Button, NativeSelect, Skeleton, Stack, Table, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { WeekDataRow } from '../../../../../streams/contracts/week-data';
import { LoadError } from '@shared/crud/load-error';
import { Modal } from '@shared/ui/modal';
import { useWeekDataT } from './i18n/use-week-data-t';
import { SourceMark } from './source-mark';
import { TrendChart } from './trend-chart';
import { FIGURES, useWeekFormat } from './week-data-columns';
import { useWeekTrend } from './week-data-api';
import type { Figure } from './week-format';

/** Props of {@link TrendDialog}. */
export interface TrendDialogProps {
  row: WeekDataRow;
  /** The week the trend ends with ('' = the current). */
  week: string;
  onClose: () => void;
}

/** The dialog (mounted while open). */
export function TrendDialog({ row, week, onClose }: TrendDialogProps) {
  const { ft } = useWeekDataT();
  const format = useWeekFormat();
  const selectId = useId();
  const [figure, setFigure] = useState<Figure>('diamonds');
  const trend = useWeekTrend(row.streamerId, week);
  const name = row.nickname || row.uniqueId;
  const figureName = ft(`columns.${figure}`);
  return (
    <Modal
      open
      onClose={onClose}
      title={ft('trend.title', { name })}
      size="lg"
      scrollInside
      testId="trend-dialog"
      closeLabel={ft('trend.close')}
      footer={
        <Button size="sm" variant="outline" onClick={onClose}>
          {ft('trend.close')}
        </Button>
      }
    >
      <Stack gap="4">
        <Stack gap="1">
          <chakra.label htmlFor={selectId} fontSize="sm" fontWeight="medium">
            {ft('trend.figure')}
          </chakra.label>
          <NativeSelect.Root size="sm" width="auto" maxW="64">
            <NativeSelect.Field id={selectId} value={figure} onChange={(e) => setFigure(e.target.value as Figure)}>
              {FIGURES.map((option) => (
                <option key={option} value={option}>
                  {ft(`columns.${option}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        {trend.isError ? <LoadError error={trend.error} title={ft('trend.failed')} onRetry={() => void trend.refetch()} /> : null}
        {trend.isPending ? <Skeleton height="48" /> : null}
        {trend.data ? (
          <>
            <TrendChart
              label={ft('trend.chart', { figure: figureName })}
              bars={trend.data.map((point) => ({ week: point.week, value: point[figure] }))}
              format={(value) => format.value(figure, value)}
              whole={figure !== 'conversionRate' && figure !== 'liveDurationMs'}
            />
            <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="64">
              <Table.Root size="sm" stickyHeader aria-label={ft('trend.chart', { figure: figureName })}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{ft('trend.week')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{figureName}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {[...trend.data].reverse().map((point) => (
                    <Table.Row key={point.week} data-week={point.week}>
                      <Table.Cell>
                        <bdi dir="ltr">{point.week}</bdi>
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Stack direction="row" gap="1" justify="end" align="center">
                          <span>{format.value(figure, point[figure])}</span>
                          <SourceMark source={point.sources[figure]} />
                        </Stack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
