/**
 * The live figures of a room as cards (the dashboard's look): viewers, likes, counted and open-streak
 * diamonds, gifts, joins, chats, follows, shares and the room's connection state.
 */
import { Box, Card, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuEye, LuGem, LuGift, LuHeart, LuHourglass, LuMessageCircle, LuPlug, LuShare2, LuUserPlus, LuUsers } from 'react-icons/lu';
import { formatCount } from '@shared/utils/format-count';
import { RoomStateBadge } from '../common/room-state-badge';
import type { RoomFigures } from './room-figures';
import { useLiveT } from '../i18n/use-live-t';

function FigureCard({ id, label, icon, hint, children }: { id: string; label: string; icon: ReactNode; hint?: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="elevated" data-testid={`figure-${id}`}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label display="flex" alignItems="center" gap="2" color="fg.muted" title={hint}>
            <Box as="span" color="brand.solid" aria-hidden="true">
              {icon}
            </Box>
            {label}
          </Stat.Label>
          {children}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

function Value({ value, loading }: { value: number | undefined; loading: boolean }) {
  if (loading) return <Skeleton h="8" w="20" mt="1" />;
  return (
    <Stat.ValueText fontSize="2xl" fontVariantNumeric="tabular-nums" title={value === undefined ? undefined : value.toLocaleString()}>
      {value === undefined ? '—' : formatCount(value)}
    </Stat.ValueText>
  );
}

/** `figures` undefined = not loaded yet (skeletons while `loading`, dashes after a failure). */
export function FiguresGrid({ figures, loading }: { figures: RoomFigures | undefined; loading: boolean }) {
  const { ft } = useLiveT();
  const number = (id: string, label: string, icon: ReactNode, value: number | undefined, hint?: string) => (
    <FigureCard id={id} label={label} icon={icon} hint={hint}>
      <Value value={value} loading={loading} />
    </FigureCard>
  );
  return (
    <SimpleGrid as="section" aria-label={ft('streamer.figures')} columns={{ base: 2, md: 3, xl: 5 }} gap="4" aria-busy={loading}>
      {number('viewers', ft('streamer.viewers'), <LuEye />, figures?.viewerCount)}
      {number('likes', ft('streamer.likes'), <LuHeart />, figures?.likeTotal)}
      {number('diamonds', ft('streamer.diamonds'), <LuGem />, figures?.giftDiamonds)}
      {number('provisional', ft('streamer.provisional'), <LuHourglass />, figures?.giftDiamondsProvisional, ft('streamer.provisionalHint'))}
      {number('gifts', ft('streamer.gifts'), <LuGift />, figures?.giftCount)}
      {number('members', ft('streamer.members'), <LuUsers />, figures?.memberCount)}
      {number('chats', ft('streamer.chats'), <LuMessageCircle />, figures?.chatCount)}
      {number('follows', ft('streamer.follows'), <LuUserPlus />, figures?.followCount)}
      {number('shares', ft('streamer.shares'), <LuShare2 />, figures?.shareCount)}
      <FigureCard id="state" label={ft('streamer.connection')} icon={<LuPlug />}>
        {loading ? (
          <Skeleton h="6" w="24" mt="1" />
        ) : figures ? (
          <Box mt="1">
            <RoomStateBadge state={figures.state} />
            {figures.stateReason ? (
              <Text fontSize="xs" color="fg.muted" mt="1" truncate title={figures.stateReason}>
                {figures.stateReason}
              </Text>
            ) : null}
          </Box>
        ) : (
          <Stat.ValueText fontSize="2xl">—</Stat.ValueText>
        )}
      </FigureCard>
    </SimpleGrid>
  );
}
