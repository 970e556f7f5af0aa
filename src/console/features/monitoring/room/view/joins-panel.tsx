/** Who joined the room, newest first, with the time they came in. */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { formatTime } from '@shared/utils/format-time';
import { LiveUserCell } from '@shared/live/live-user-cell';
import { EmptyText, Panel, PanelFailure } from '../common/panel';
import { useRoomTranslation } from '../i18n/use-room-translation';
import type { JoinLine } from '../live/room-feed';

/** Lines shown. */
const SHOWN = 30;

/** Props of {@link JoinsPanel}. */
export interface JoinsPanelProps {
  lines: readonly JoinLine[];
  failed: boolean;
  onRetry: () => void;
}

export function JoinsPanel({ lines, failed, onRetry }: JoinsPanelProps) {
  const { rt } = useRoomTranslation();
  const newestFirst = useMemo(() => lines.slice(-SHOWN).reverse(), [lines]);
  return (
    <Panel title={rt('joins.title')} testId="joins-panel">
      {failed ? <PanelFailure message={rt('chat.failed')} onRetry={onRetry} /> : null}
      {newestFirst.length === 0 ? <EmptyText>{rt('joins.empty')}</EmptyText> : null}
      <Stack as="ul" gap="1" listStyleType="none" maxH="16rem" overflowY="auto">
        {newestFirst.map((line) => (
          <HStack as="li" key={line.key} justify="space-between" gap="2" data-testid="join-line">
            <LiveUserCell size="2xs" user={line.user} compact />
            <Text fontSize="xs" color="fg.subtle" fontVariantNumeric="tabular-nums" flexShrink={0} dir="ltr">
              {formatTime(line.at, '{h}:{i}:{s}')}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Panel>
  );
}
