/**
 * The dispatch statistics (`GET api/anchorDispatchStats`): orders by operator or by streamer over live starts in a
 * range of days (the server's last 7 days until both days are chosen): dispatched, taken, expired, open, the taking
 * rate as a percentage and the mean time to take as m:ss.
 */
import { HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { DispatchGroup } from '../../../../../streams/contracts/anchor-orders';
import { PageCard } from '@shared/ui/page-card';
import { useDispatchStats } from '../api/orders-api';
import { dayRange } from '../common/anchor-filters';
import { useCrmT } from '../i18n/use-crm-t';
import { formatMinutes, formatRate } from './dispatch-format';
import { FollowUpsPanel } from './follow-ups-panel';
import { StatsTable } from './stats-table';
import { useCan } from '@shared/auth/can';

/** The statistics panel. */
export function DispatchStats() {
  const { ft, language } = useCrmT();
  const [by, setBy] = useState<DispatchGroup>('operator');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const stats = useDispatchStats(by, dayRange(from, to) ?? null);
  const rows = stats.data ?? [];
  const none = ft('common.none');
  const headers = [ft('dispatch.name'), ft('dispatch.dispatched'), ft('dispatch.taken'), ft('dispatch.expired'), ft('dispatch.open'), ft('dispatch.takingRate'), ft('dispatch.meanTake')];
  return (
    <PageCard title={ft('dispatch.title')} help={ft('dispatch.help')}>
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label={ft('dispatch.by')} value={by} onChange={(e) => setBy(e.target.value === 'anchor' ? 'anchor' : 'operator')}>
              <option value="operator">{ft('dispatch.byOperator')}</option>
              <option value="anchor">{ft('dispatch.byAnchor')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input type="date" size="sm" w="40" aria-label={ft('dispatch.from')} title={ft('dispatch.from')} value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
          <Input type="date" size="sm" w="40" aria-label={ft('dispatch.to')} title={ft('dispatch.to')} value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </HStack>
        <StatsTable
          label={ft('dispatch.title')}
          headers={headers}
          query={stats}
          failedText={ft('dispatch.failed')}
          emptyText={ft('dispatch.empty')}
          rows={rows.map((row) => ({
            key: row.id,
            cells: [
              { value: <bdi>{row.name}</bdi> },
              { value: row.dispatched },
              { value: row.taken },
              { value: row.expired },
              { value: row.open },
              { value: formatRate(row.takingRate, language) ?? none },
              { value: formatMinutes(row.meanTakeMs) ?? none },
            ],
          }))}
        />
      </Stack>
    </PageCard>
  );
}

/** The statistics as a page of their own (component 'CrmDispatchStats'), with who is behind on follow-ups. */
export function DispatchStatsPage() {
  const mayAllocate = useCan('anchor:allocate');
  return (
    <Stack gap="4">
      <DispatchStats />
      <FollowUpsPanel enabled={mayAllocate} />
    </Stack>
  );
}
