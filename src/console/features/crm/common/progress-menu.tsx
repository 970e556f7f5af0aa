/**
 * The progress menu of a streamer: the stages the machine lets it move to from where it is
 * (`progressTargets`, machines/streamer-progress.machine.ts), so a refused move is never offered. Also the
 * keyboard way to move a card on the pipeline board.
 */
import { Button, Menu, Portal } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { progressTargets } from '../../../../../machines/streamer-progress.machine';
import { useCrmT } from '../i18n/use-crm-t';
import { anchorName } from './anchor-columns';
import { useAnchorLabels } from './labels';
import type { ProgressFlow } from './use-progress-flow';

/** Props of {@link ProgressMenu}. */
export interface ProgressMenuProps {
  row: AnchorRow;
  flow: ProgressFlow;
  disabled?: boolean;
}

/** A 'Move to…' button with the allowed stages; nothing when none is allowed. */
export function ProgressMenu({ row, flow, disabled }: ProgressMenuProps) {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  const targets = progressTargets(row.progress);
  if (targets.length === 0) return null;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" disabled={disabled || flow.pending} aria-label={ft('common.moveTo', { name: anchorName(row) })}>
          {labels.label('progress', row.progress)} <LuChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {targets.map((to) => (
              <Menu.Item key={to} value={to} onSelect={() => flow.request(row, to)}>
                {labels.label('progress', to)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
