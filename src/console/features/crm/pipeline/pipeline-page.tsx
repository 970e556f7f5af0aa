/**
 * The pipeline board (component 'CrmPipeline'): one column per progress, the open stages in order, then guild joined,
 * given up and invalid; each column holds its latest streamers. A card is dragged to another column (native drag
 * and drop: a column the machine refuses for that card does not accept the drop, so a refused move cannot be made)
 * or moved with its menu, which lists only the allowed stages (the keyboard way). Moving into given up or invalid
 * asks for the reason. Moves need anchor:edit.
 */
import { Box, Grid, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { AnchorProgress, AnchorRow } from '../../../../../streams/contracts/anchors';
import { CLOSED_PROGRESSES, OPEN_PROGRESSES, progressTargets } from '../../../../../machines/streamer-progress.machine';
import { useCan } from '@shared/auth/can';
import { notifyWarning } from '@shared/ui/toaster';
import { PageCard } from '@shared/ui/page-card';
import { anchorName } from '../common/anchor-columns';
import { useAnchorLabels } from '../common/labels';
import { useProgressFlow } from '../common/use-progress-flow';
import { useCrmT } from '../i18n/use-crm-t';
import { BoardColumn } from './board-column';

/** The board's columns, in the pipeline's order. */
export const BOARD_COLUMNS: readonly AnchorProgress[] = [...OPEN_PROGRESSES, 'guildJoined', ...CLOSED_PROGRESSES];

/** Whether the machine lets `row` move to `to`. */
export const canMove = (row: Pick<AnchorRow, 'progress'>, to: AnchorProgress): boolean => progressTargets(row.progress).includes(to);

/** The pipeline board page (see the module comment). */
export function PipelinePage() {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  const canEdit = useCan('anchor:edit');
  const flow = useProgressFlow();
  const [dragging, setDragging] = useState<AnchorRow | null>(null);
  const drop = (to: AnchorProgress) => {
    const row = dragging;
    setDragging(null);
    if (!row || row.progress === to) return;
    // A refused column never accepts the drop; this says so if one arrives anyway (a drop from elsewhere).
    if (!canMove(row, to)) notifyWarning(ft('pipeline.refused'));
    else flow.request(row, to);
  };
  return (
    <PageCard title={ft('pipeline.title')} help={ft('pipeline.help')}>
      <Box overflowX="auto">
        <Grid templateColumns={`repeat(${BOARD_COLUMNS.length}, minmax(14rem, 1fr))`} gap="3" alignItems="start">
          {BOARD_COLUMNS.map((progress) => (
            <BoardColumn
              key={progress}
              progress={progress}
              title={labels.label('progress', progress)}
              dragging={dragging}
              accepts={dragging !== null && dragging.progress !== progress && canMove(dragging, progress)}
              canEdit={canEdit}
              flow={flow}
              onDragStart={setDragging}
              onDragEnd={() => setDragging(null)}
              onDrop={() => drop(progress)}
            />
          ))}
        </Grid>
      </Box>
      {flow.dialog}
      <VisuallyHidden aria-live="polite">{dragging ? ft('pipeline.card', { name: anchorName(dragging), progress: labels.label('progress', dragging.progress) }) : ''}</VisuallyHidden>
    </PageCard>
  );
}
