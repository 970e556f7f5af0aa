/**
 * The room's live chat list: oldest at the top, newest at the bottom, following the newest line
 * unless the reader scrolled up (then a button offers to jump to the latest). The list is a scrollable log reachable
 * with the keyboard; it is not announced line by line (a busy chat would drown a screen reader).
 */
import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { LuArrowDown } from 'react-icons/lu';
import { formatTime } from '@shared/utils/format-time';
import { liveUserName as userName } from '@shared/live/live-user-cell';
import { EmptyText, Panel, PanelFailure } from '../common/panel';
import { useRoomTranslation } from '../i18n/use-room-translation';
import type { ChatLine } from '../live/room-feed';
import { useFollowScroll } from '../live/use-follow-scroll';

/** Height of the chat's scroll area. */
const CHAT_HEIGHT = '22rem';

const ChatRow = memo(function ChatRow({ line }: { line: ChatLine }) {
  const name = userName(line.user);
  return (
    <HStack as="li" gap="2" align="baseline" py="0.5" data-testid="chat-line">
      <Text as="span" fontSize="xs" color="fg.subtle" fontVariantNumeric="tabular-nums" flexShrink={0} dir="ltr">
        {formatTime(line.at, '{h}:{i}:{s}')}
      </Text>
      <Text as="span" fontSize="sm" minW="0" wordBreak="break-word">
        <Text as="bdi" fontWeight="semibold" color="brand.fg" title={line.user.uniqueId ? `@${line.user.uniqueId}` : undefined}>
          {name}
        </Text>{' '}
        <bdi>{line.content}</bdi>
      </Text>
    </HStack>
  );
});

/** Props of {@link ChatPanel}: `failed` when the history or the live topic could not be read. */
export interface ChatPanelProps {
  lines: readonly ChatLine[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function ChatPanel({ lines, loading, failed, onRetry }: ChatPanelProps) {
  const { rt } = useRoomTranslation();
  const scroll = useFollowScroll<HTMLDivElement>(lines);
  return (
    <Panel title={rt('chat.title')} testId="chat-panel">
      {failed ? <PanelFailure message={rt('chat.failed')} onRetry={onRetry} /> : null}
      <Box position="relative">
        <Box
          ref={scroll.ref}
          onScroll={scroll.onScroll}
          role="log"
          aria-live="off"
          aria-label={rt('chat.title')}
          tabIndex={0}
          h={CHAT_HEIGHT}
          overflowY="auto"
          borderRadius="sm"
          bg="bg.subtle"
          px="3"
          py="2"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        >
          {lines.length === 0 ? (
            loading ? (
              <Stack gap="2" aria-hidden="true">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} h="4" />
                ))}
              </Stack>
            ) : (
              <EmptyText>{rt('chat.empty')}</EmptyText>
            )
          ) : (
            // At least the box's height with the lines at its foot: a short chat reads from the bottom like a long one.
            <Stack as="ol" gap="0" listStyleType="none" minH="full" justify="flex-end">
              {lines.map((line) => (
                <ChatRow key={line.key} line={line} />
              ))}
            </Stack>
          )}
        </Box>
        {scroll.unseen ? (
          <Button size="xs" position="absolute" insetInlineEnd="3" bottom="2" onClick={scroll.jumpToLatest} boxShadow="md">
            <LuArrowDown aria-hidden="true" /> {rt('chat.newMessages')}
          </Button>
        ) : null}
      </Box>
    </Panel>
  );
}
