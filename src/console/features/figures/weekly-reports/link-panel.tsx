/**
 * A report's public link: issue it (the key is answered once, so the link is shown once with Copy; issuing again
 * stops the earlier link) and revoke it (asked first). The link opens the phone page `weeklyReport` in the report's
 * language.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { WeeklyReportRow } from '../../../../../streams/contracts/weekly-reports';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { InlineAlert } from '@shared/ui/inline-alert';
import { notifySuccess } from '@shared/ui/toaster';
import { useCopy } from '@shared/ui/use-copy';
import { useWeeklyReportsT } from './i18n/use-weekly-reports-t';
import { issueReportKey, publicReportUrl, revokeReportKey, weeklyReportsApi } from './weekly-reports-api';

/** The panel; only for `weeklyReport:edit`. */
export function LinkPanel({ row }: { row: WeeklyReportRow }) {
  const { ft, failure } = useWeeklyReportsT();
  const copy = useCopy();
  const issuing = weeklyReportsApi.useWrite(issueReportKey);
  const revoking = weeklyReportsApi.useWrite(revokeReportKey);
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = row.nickname || row.uniqueId;

  const issue = async () => {
    setError(null);
    try {
      const key = await issuing.mutateAsync(row.id);
      setUrl(publicReportUrl(window.location.origin, key, row.lang));
    } catch (failed) {
      setError(`${ft('link.failed')}: ${failure(failed)}`);
    }
  };
  const revoke = async () => {
    setError(null);
    try {
      await revoking.mutateAsync(row.id);
      setUrl(null);
      notifySuccess(ft('link.revoked'));
    } catch (failed) {
      setError(`${ft('link.failed')}: ${failure(failed)}`);
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack gap="2" as="section" aria-label={ft('link.title')}>
      <Text fontWeight="semibold">{ft('link.title')}</Text>
      <Text fontSize="sm">{row.linkOpen ? ft('link.open') : ft('link.none')}</Text>
      {url ? (
        <Stack gap="1">
          <InlineAlert status="warning" role="status" text={ft('link.issuedOnce')} />
          <HStack gap="2">
            <Input size="sm" readOnly dir="ltr" aria-label={ft('link.url')} value={url} onFocus={(e) => e.target.select()} />
            <Button size="xs" variant="outline" onClick={() => void copy(url)}>
              {ft('link.copy')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" loading={issuing.isPending} onClick={() => void issue()}>
          {row.linkOpen ? ft('link.reissue') : ft('link.issue')}
        </Button>
        {row.linkOpen ? (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
            {ft('link.revoke')}
          </Button>
        ) : null}
      </HStack>
      <InlineAlert text={error} />
      <ConfirmDialog
        open={asking}
        message={ft('link.revokeQuestion', { name })}
        confirmLabel={ft('link.revoke')}
        loading={revoking.isPending}
        onConfirm={() => void revoke()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
