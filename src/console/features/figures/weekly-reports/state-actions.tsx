/**
 * A report's state and its moves (streams/reports/report-state.ts): a draft is marked reviewed; a reviewed report is
 * marked sent (asked first: a sent report is locked) or put back to draft; a sent report says why it is locked.
 * Who reviewed and sent it, and when, is shown beside.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { WeeklyReportRow } from '../../../../../streams/contracts/weekly-reports';
import type { WeeklyReportState } from '../../../../../streams/reports/report-state';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { InlineAlert } from '@shared/ui/inline-alert';
import { notifySuccess } from '@shared/ui/toaster';
import { useWeeklyReportsT } from './i18n/use-weekly-reports-t';
import { StateBadge } from './state-badge';
import { weeklyReportsApi } from './weekly-reports-api';

/** Props of {@link StateActions}. */
export interface StateActionsProps {
  row: WeeklyReportRow;
  /** The user holds `weeklyReport:edit` (no buttons otherwise). */
  canEdit: boolean;
}

/** The state, its history and the move buttons. */
export function StateActions({ row, canEdit }: StateActionsProps) {
  const { ft, failure } = useWeeklyReportsT();
  const update = weeklyReportsApi.useUpdate();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = row.nickname || row.uniqueId;

  const move = async (state: WeeklyReportState) => {
    setError(null);
    try {
      await update.mutateAsync({ id: row.id, state });
      notifySuccess(ft('drawer.moved', { state: ft(`states.${state}`) }));
    } catch (failed) {
      setError(`${ft('drawer.moveFailed')}: ${failure(failed)}`);
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          {ft('drawer.stateLabel')}
        </Text>
        <StateBadge state={row.state} />
        {canEdit && row.state === 'draft' ? (
          <Button size="xs" colorPalette="brand" loading={update.isPending} onClick={() => void move('reviewed')}>
            {ft('drawer.markReviewed')}
          </Button>
        ) : null}
        {canEdit && row.state === 'reviewed' ? (
          <>
            <Button size="xs" colorPalette="brand" onClick={() => setAsking(true)}>
              {ft('drawer.markSent')}
            </Button>
            <Button size="xs" variant="outline" loading={update.isPending && !asking} onClick={() => void move('draft')}>
              {ft('drawer.backToDraft')}
            </Button>
          </>
        ) : null}
      </HStack>
      {row.reviewedBy && row.reviewedAt ? (
        <Text fontSize="xs" color="fg.muted">
          {ft('drawer.reviewedBy', { by: row.reviewedBy, at: row.reviewedAt })}
        </Text>
      ) : null}
      {row.sentBy && row.sentAt ? (
        <Text fontSize="xs" color="fg.muted">
          {ft('drawer.sentBy', { by: row.sentBy, at: row.sentAt })}
        </Text>
      ) : null}
      {row.state === 'sent' ? <InlineAlert status="info" role="note" text={ft('drawer.locked')} /> : null}
      <InlineAlert text={error} />
      <ConfirmDialog
        open={asking}
        title={ft('drawer.sendTitle')}
        message={ft('drawer.sendQuestion', { name })}
        confirmLabel={ft('drawer.markSent')}
        loading={update.isPending}
        onConfirm={() => void move('sent')}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
