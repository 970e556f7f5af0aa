/**
 * One side of the ice-fire battle on the control page: the side (fire or ice), its streamer, the committed score
 * and the points of open gift streaks growing beside it, the trigger gift with its price, and the effect — its
 * name and multiplier, the time left (server time) and a bar that empties as it runs out.
 */
import { Avatar, Badge, Box, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuFlame, LuGift, LuSnowflake } from 'react-icons/lu';
import { EFFECT_MULTIPLIER } from '../../../../../streams/games/ice-fire';
import { formatCountdown } from '@shared/realtime/server-clock';
import { useLcTranslation } from '../i18n/use-lc-translation';
import type { IceFireSide } from './ice-fire-sides';

/** Colours of a side. */
export const SIDE_PALETTE = { fire: 'red', ice: 'blue' } as const;
const SIDE_ICON = { fire: LuFlame, ice: LuSnowflake } as const;

/** The card of `side`. */
export function SideCard({ side }: { side: IceFireSide }) {
  const { lt, language } = useLcTranslation();
  const number = new Intl.NumberFormat(language);
  const palette = SIDE_PALETTE[side.side];
  const Icon = SIDE_ICON[side.side];
  const sideName = lt(`iceFire.sides.${side.side}`);
  const effectName = lt(`board.effects.${side.side}`);
  const active = side.effect !== null;
  return (
    <Stack
      as="section"
      aria-label={lt('iceFire.sideOf', { side: sideName, name: side.nickname })}
      data-side={side.side}
      data-streamer-id={side.streamerId}
      data-effect-active={active}
      gap="3"
      p="4"
      borderRadius="lg"
      borderWidth="2px"
      borderColor={active ? `${palette}.solid` : 'border'}
      bg={active ? `${palette}.subtle` : 'bg'}
      boxShadow={active ? 'md' : undefined}
      transition="background 0.3s, border-color 0.3s"
      minW="0"
    >
      <HStack justify="space-between" gap="2" wrap="wrap">
        <HStack gap="1.5" color={`${palette}.fg`} fontWeight="semibold" fontSize="sm">
          <Icon aria-hidden="true" />
          <Text as="span">{sideName}</Text>
        </HStack>
        {side.effect ? (
          <Badge colorPalette={palette} variant="solid" size="md">
            {lt('iceFire.effectRunning', { effect: effectName, multiplier: EFFECT_MULTIPLIER })}
          </Badge>
        ) : (
          <Badge variant="outline" size="md" color="fg.muted">
            {lt('iceFire.effectIdle')}
          </Badge>
        )}
      </HStack>
      <HStack gap="3" minW="0">
        <Avatar.Root size="lg" flexShrink={0} outline="3px solid" outlineColor={`${palette}.muted`}>
          <Avatar.Fallback name={side.nickname} />
          {side.avatarUrl ? <Avatar.Image src={side.avatarUrl} alt="" referrerPolicy="no-referrer" /> : null}
        </Avatar.Root>
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" fontSize="lg" truncate>
            {side.nickname}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {lt('iceFire.streamerId', { id: side.streamerId })}
          </Text>
        </Stack>
      </HStack>
      <HStack align="baseline" gap="3" wrap="wrap">
        <Text
          as="span"
          fontSize="4xl"
          lineHeight="1"
          fontWeight="bold"
          fontVariantNumeric="tabular-nums"
          color={`${palette}.fg`}
          aria-label={lt('iceFire.score')}
          data-testid={`score-${side.streamerId}`}
          data-score={side.score}
        >
          {number.format(side.score)}
        </Text>
        {side.provisional > 0 ? (
          <Text as="span" fontSize="sm" color="orange.fg" fontWeight="medium" title={lt('board.provisionalTitle')} data-testid={`provisional-${side.streamerId}`}>
            {lt('board.provisional', { value: number.format(side.provisional) })}
          </Text>
        ) : null}
      </HStack>
      <Box minH="9">
        {side.effect ? (
          <Stack gap="1">
            <Text as="span" role="timer" fontSize="sm" fontWeight="medium" fontVariantNumeric="tabular-nums" color={`${palette}.fg`}>
              {lt('iceFire.effectLeft', { time: formatCountdown(side.effect.remainingMs) })}
            </Text>
            <Progress.Root value={side.effect.fraction * 100} size="sm" colorPalette={palette} aria-label={lt('iceFire.effectProgress', { effect: effectName })}>
              <Progress.Track>
                <Progress.Range transition="width 0.25s linear" />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        ) : null}
      </Box>
      <HStack gap="2" fontSize="sm" borderTopWidth="1px" pt="3">
        <Box as="span" color="fg.muted" flexShrink={0}>
          <LuGift aria-hidden="true" />
        </Box>
        <Text as="span" color="fg.muted" flexShrink={0}>
          {lt('iceFire.trigger')}
        </Text>
        {side.trigger === undefined ? (
          <Skeleton height="4" flex="1" />
        ) : (
          <Text as="span" fontWeight="medium" truncate data-testid={`trigger-${side.streamerId}`}>
            {side.trigger === null
              ? lt('iceFire.noTrigger')
              : side.trigger.price === null
                ? side.trigger.giftName
                : lt('iceFire.triggerValue', { gift: side.trigger.giftName, price: number.format(side.trigger.price) })}
          </Text>
        )}
      </HStack>
    </Stack>
  );
}
