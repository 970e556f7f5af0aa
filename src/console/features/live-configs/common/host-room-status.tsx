/**
 * What the control page says about the game's surroundings, from the view (streams/contracts/game-topic.ts):
 * - {@link HostRoomStatus}: the host streamer's room the game follows: live, connecting, not live (a round collects
 *   and no room of the streamer is live: the scores stay, and the game picks the room up again when it comes back),
 *   idle (the room starts with the round), or a configuration that still names a room id from before it named its
 *   streamer;
 * - {@link GiftArrivalsWarning}: none of the selected gifts arrived in the host room this round although it was
 *   watched long enough (streams/games/gift-arrivals.ts has the rule; the page's help text says it in words).
 * Why a room could not be started is the server's own words (it names a setting or a page), shown as given.
 */
import { Alert, Badge, HStack, Text } from '@chakra-ui/react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { useLcTranslation } from '../i18n/use-lc-translation';

const PALETTE = { live: 'green', connecting: 'blue', notLive: 'orange', idle: 'gray', unresolved: 'orange' } as const;

/** The host room line, or an alert when it is not live or not named (see the module comment). */
export function HostRoomStatus({ view }: { view: GameView }) {
  const { t, lt, language } = useLcTranslation();
  const host = view.hostRoom;
  if (host.state === 'unresolved') {
    return (
      <Alert.Root status="warning" size="sm" role="alert" data-testid="host-room" data-state={host.state}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{lt('hostRoom.unresolvedTitle')}</Alert.Title>
          <Alert.Description>{lt('hostRoom.unresolved', { room: host.roomId })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const streamer = lt('hostRoom.streamer', { uniqueId: host.uniqueId, source: t(`live.sources.${host.source}`) });
  if (host.state === 'notLive') {
    const since = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(host.since);
    return (
      <Alert.Root status="warning" size="sm" role="alert" data-testid="host-room" data-state={host.state}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{lt('hostRoom.notLiveTitle')}</Alert.Title>
          <Alert.Description>
            {lt(view.round.status === 'collecting' ? 'hostRoom.notLive' : 'hostRoom.notLiveIdle', { streamer, since })}
            {host.reason ? (
              <Text as="span" display="block" mt="1">
                {lt('hostRoom.reason', { reason: host.reason })}
              </Text>
            ) : null}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const detail =
    host.state === 'live' ? lt('hostRoom.live', { streamer, room: host.roomId }) : host.state === 'connecting' ? lt('hostRoom.connecting', { streamer, room: host.roomId }) : lt('hostRoom.idle', { streamer });
  return (
    <HStack gap="2" wrap="wrap" data-testid="host-room" data-state={host.state} role="status">
      <Badge colorPalette={PALETTE[host.state]} variant="subtle">
        {lt(`hostRoom.states.${host.state}`)}
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {detail}
      </Text>
    </HStack>
  );
}

/** The warning when the selected gifts never arrived this round; nothing otherwise. */
export function GiftArrivalsWarning({ view }: { view: GameView }) {
  const { lt, language } = useLcTranslation();
  const check = view.giftArrivals;
  if (check.status !== 'neverArrived') return null;
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  const gifts = list.format(check.gifts.map((gift) => lt('form.giftWithId', { name: gift.giftName, id: gift.giftId })));
  return (
    <Alert.Root status="warning" size="sm" role="alert" data-testid="gift-arrivals">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{lt('giftArrivals.title')}</Alert.Title>
        <Alert.Description>{lt('giftArrivals.body', { gifts, others: new Intl.NumberFormat(language).format(check.otherGifts) })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
