/**
 * Who is behind (`GET api/anchors/followUps`, managers): per operator, the streamers whose follow-up notice time has
 * come and those a day or more past it, most overdue first. Shown under the dispatch statistics.
 */
import { Stack, Table, Text } from '@chakra-ui/react';
import { LoadError } from '@shared/crud/load-error';
import { PageCard } from '@shared/ui/page-card';
import { useFollowUps } from '../api/anchors-api';
import { useCrmT } from '../i18n/use-crm-t';

/** The panel; renders nothing for a caller who may not read it. */
export function FollowUpsPanel({ enabled }: { enabled: boolean }) {
  const { ft } = useCrmT();
  const followUps = useFollowUps(enabled);
  if (!enabled) return null;
  const rows = followUps.data ?? [];
  const headers = [ft('followUps.operator'), ft('followUps.due'), ft('followUps.overdue'), ft('followUps.oldest')];
  return (
    <PageCard title={ft('followUps.title')} help={ft('followUps.help')}>
      <Stack gap="3">
        {followUps.isError ? <LoadError error={followUps.error} title={ft('followUps.failed')} onRetry={() => void followUps.refetch()} /> : null}
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={ft('followUps.title')} aria-busy={followUps.isFetching}>
            <Table.Header>
              <Table.Row>
                {headers.map((header) => (
                  <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.operator.id}>
                  <Table.Cell>
                    <bdi>{row.operator.name}</bdi>
                  </Table.Cell>
                  <Table.Cell>{row.due}</Table.Cell>
                  <Table.Cell color={row.overdue > 0 ? 'red.fg' : undefined}>{row.overdue}</Table.Cell>
                  <Table.Cell>{row.oldestNoticeTime ?? ft('common.none')}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {!followUps.isPending && !followUps.isError && rows.length === 0 ? <Text color="fg.muted">{ft('followUps.empty')}</Text> : null}
      </Stack>
    </PageCard>
  );
}
