/**
 * One column of the pipeline board: its stage and count, its latest streamers (`GET api/anchors?progress=`) as cards.
 * While a card is dragged, the column shows whether it takes it (the machine allows the move) and only then accepts
 * the drop.
 */
import { Avatar, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { DragEvent } from 'react';
import type { AnchorProgress, AnchorRow } from '../../../../../streams/contracts/anchors';
import { anchorsApi } from '../api/anchors-api';
import { anchorName } from '../common/anchor-columns';
import { ProgressMenu } from '../common/progress-menu';
import type { ProgressFlow } from '../common/use-progress-flow';
import { useCrmT } from '../i18n/use-crm-t';

/** Cards a column shows (its latest streamers). */
const COLUMN_SIZE = 20;

/** Props of {@link BoardColumn}. */
export interface BoardColumnProps {
  progress: AnchorProgress;
  title: string;
  /** The card being dragged, anywhere on the board. */
  dragging: AnchorRow | null;
  /** Whether the dragged card may be dropped here. */
  accepts: boolean;
  canEdit: boolean;
  flow: ProgressFlow;
  onDragStart: (row: AnchorRow) => void;
  onDragEnd: () => void;
  onDrop: () => void;
}

/** The column. */
export function BoardColumn({ progress, title, dragging, accepts, canEdit, flow, onDragStart, onDragEnd, onDrop }: BoardColumnProps) {
  const { ft } = useCrmT();
  const list = anchorsApi.useList({ view: 'all', progress, page: 0, size: COLUMN_SIZE, sort: 'updateTime,desc' });
  const rows = list.data?.content ?? [];
  const total = list.data?.totalElements ?? 0;
  const refused = dragging !== null && dragging.progress !== progress && !accepts;
  const over = (event: DragEvent) => {
    // Only an allowed column lets the drop happen (the browser refuses it unless the dragover is cancelled).
    if (accepts) event.preventDefault();
  };
  return (
    <Stack
      as="section"
      aria-label={ft('pipeline.column', { progress: title, count: total })}
      data-progress={progress}
      data-accepts={dragging ? String(accepts) : undefined}
      gap="2"
      p="2"
      borderRadius="md"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={accepts ? 'brand.solid' : 'transparent'}
      bg={refused ? 'bg.muted' : 'bg.subtle'}
      opacity={refused ? 0.6 : 1}
      minH="40"
      onDragOver={over}
      onDragEnter={over}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
    >
      <Text fontWeight="semibold" fontSize="sm">
        {ft('pipeline.column', { progress: title, count: total })}
      </Text>
      {rows.length === 0 && !list.isPending ? (
        <Text fontSize="xs" color="fg.muted">
          {ft('pipeline.empty')}
        </Text>
      ) : null}
      {rows.map((row) => (
        <Box
          key={row.id}
          draggable={canEdit}
          data-testid={`card-${row.id}`}
          onDragStart={(event: DragEvent) => {
            event.dataTransfer.setData('text/plain', String(row.id));
            event.dataTransfer.effectAllowed = 'move';
            onDragStart(row);
          }}
          onDragEnd={onDragEnd}
          borderWidth="1px"
          borderRadius="md"
          bg="bg"
          p="2"
          cursor={canEdit ? 'grab' : undefined}
        >
          <HStack gap="2" align="start">
            <Avatar.Root size="xs">
              <Avatar.Fallback name={anchorName(row)} />
              {row.avatar ? <Avatar.Image src={row.avatar} alt="" /> : null}
            </Avatar.Root>
            <Stack gap="1" minW="0" flex="1">
              <Text fontSize="sm" fontWeight="medium" truncate>
                <bdi>{anchorName(row)}</bdi>
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {ft('fields.fans')}: {row.fans}
              </Text>
              {canEdit ? <ProgressMenu row={row} flow={flow} /> : null}
            </Stack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
