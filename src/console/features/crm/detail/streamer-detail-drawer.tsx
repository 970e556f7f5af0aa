/**
 * A streamer's detail drawer, opened from a row of any CRM list: the progress menu (the moves the machine allows),
 * Edit (anchor:edit), and four tabs: every field, the timeline, the data log chart, and the service logs with the
 * "record service log" form. The row is read fresh (`GET api/anchors/{id}`), so a move made here shows at once.
 */
import { CloseButton, Drawer, HStack, Portal, Tabs, Button } from '@chakra-ui/react';
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { useCan } from '@shared/auth/can';
import { useAnchor } from '../api/anchors-api';
import { anchorName } from '../common/anchor-columns';
import { ProgressMenu } from '../common/progress-menu';
import { useProgressFlow } from '../common/use-progress-flow';
import { useCrmT } from '../i18n/use-crm-t';
import { DataLogChart } from './data-log-chart';
import { DetailFields } from './detail-fields';
import { ServiceLogPanel } from './service-log-panel';
import { TimelineList } from './timeline-list';

/** Props of {@link StreamerDetailDrawer}. */
export interface StreamerDetailDrawerProps {
  /** The row as the list had it, shown until the fresh one arrives. */
  row: AnchorRow;
  onClose: () => void;
  /** Opens the edit form of the row (the page's drawer); no Edit button without it. */
  onEdit?: (row: AnchorRow) => void;
}

/** The drawer; mount it only while it is open. */
export function StreamerDetailDrawer({ row: listed, onClose, onEdit }: StreamerDetailDrawerProps) {
  const { ft } = useCrmT();
  const fresh = useAnchor(listed.id);
  const row = fresh.data ?? listed;
  const flow = useProgressFlow();
  const canEdit = useCan('anchor:edit');
  const name = anchorName(row);
  return (
    <Drawer.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="lg">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <bdi>{ft('detail.title', { name })}</bdi>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <HStack gap="2" mb="4">
                {canEdit ? <ProgressMenu row={row} flow={flow} /> : null}
                {canEdit && onEdit ? (
                  <Button size="xs" variant="outline" onClick={() => onEdit(row)}>
                    {ft('detail.edit')}
                  </Button>
                ) : null}
              </HStack>
              <Tabs.Root defaultValue="fields" size="sm" lazyMount>
                <Tabs.List>
                  <Tabs.Trigger value="fields">{ft('detail.fields')}</Tabs.Trigger>
                  <Tabs.Trigger value="timeline">{ft('detail.timeline')}</Tabs.Trigger>
                  <Tabs.Trigger value="data">{ft('detail.dataLog')}</Tabs.Trigger>
                  <Tabs.Trigger value="logs">{ft('detail.serviceLogs')}</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="fields">
                  <DetailFields row={row} />
                </Tabs.Content>
                <Tabs.Content value="timeline">
                  <TimelineList id={row.id} />
                </Tabs.Content>
                <Tabs.Content value="data">
                  <DataLogChart id={row.id} />
                </Tabs.Content>
                <Tabs.Content value="logs">
                  <ServiceLogPanel anchorRowId={row.id} />
                </Tabs.Content>
              </Tabs.Root>
              {flow.dialog}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={ft('detail.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
