/**
 * Error log (Monitor → Error log, `admin` only, with the stack): requests
 * that failed with a 5xx; a row's stack opens in a dialog (loaded on demand). Export and clear all for admins.
 */
import { Alert, Button, Code, Skeleton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBug } from 'react-icons/lu';
import { Modal } from '@shared/ui/modal';
import type { LogRow } from '../../../../../streams/contracts/logs';
import { useErrorDetail } from '../api/logs-api';
import { LogList } from '../common/log-list';
import { useLogsT } from '../i18n/use-logs-t';

function StackDialog({ row, onClose }: { row: LogRow | null; onClose: () => void }) {
  const { ft, failure } = useLogsT();
  const detail = useErrorDetail(row?.id ?? null);
  return (
    <Modal
      open={row !== null}
      onClose={onClose}
      title={ft('error.stackTitle', { method: row?.method ?? '' })}
      size="xl"
      scrollInside
      footer={
        <Button variant="outline" onClick={onClose}>
          {ft('error.close')}
        </Button>
      }
    >
      {detail.isPending ? <Skeleton height="40" /> : null}
      {detail.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            {ft('error.stackFailed')}: {failure(detail.error)}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {detail.data ? (
        <Code as="pre" dir="ltr" display="block" whiteSpace="pre-wrap" wordBreak="break-all" fontSize="xs" p="3" data-testid="error-stack">
          {detail.data.exception}
        </Code>
      ) : null}
    </Modal>
  );
}

export function ErrorLogPage() {
  const { ft } = useLogsT();
  const [shown, setShown] = useState<LogRow | null>(null);
  return (
    <>
      <LogList
        kind="error"
        clearPermission="admin"
        exportPermission="admin"
        detail={(row) => ({
          cell: (
            <Button size="xs" variant="ghost" aria-label={ft('error.showStack', { method: row.method ?? '' })} onClick={() => setShown(row)}>
              <LuBug aria-hidden="true" /> {ft('error.stack')}
            </Button>
          ),
        })}
      />
      <StackDialog row={shown} onClose={() => setShown(null)} />
    </>
  );
}
