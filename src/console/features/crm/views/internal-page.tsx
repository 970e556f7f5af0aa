/**
 * Internal streamers (component 'CrmInternal'): view `internal` (guild joined) with its filters, and below it the
 * dispatch statistics of their orders for those who may read them (anchor:allocate).
 */
import { Stack } from '@chakra-ui/react';
import { useCan } from '@shared/auth/can';
import { AnchorViewPage } from './anchor-view-page';
import { DispatchStats } from './dispatch-stats';

const INTERNAL_FILTERS = ['status', 'liveStatus', 'gender', 'country', 'label', 'operatorId', 'fansMin', 'fansMax', 'diamondsMin', 'diamondsMax', 'createFrom', 'createTo', 'due'] as const;

/** The Internal streamers page (see the module comment). */
export function InternalPage() {
  const mayReadStats = useCan('anchor:allocate');
  return (
    <Stack gap="5">
      <AnchorViewPage view="internal" section="internal" show={INTERNAL_FILTERS} />
      {mayReadStats ? <DispatchStats /> : null}
    </Stack>
  );
}
