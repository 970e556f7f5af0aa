/**
 * Ice-fire battle (Live assistant → Group host config → Ice-fire battle, component 'IceFireGame'):
 * pick an ice-fire configuration (only those are offered), start and end its round, and
 * watch the two sides — fire (first streamer) and ice (second) — with their live scores, open streaks, trigger
 * gifts and the effect running on each with its countdown against server time; adjust a score; read the ledger
 * with its effect entries; copy the /pkProgress overlay link (its ice-fire look). The help text states the rules
 * as streams/games/ice-fire.ts and the game session apply them.
 */
import { Alert, Box, Button, Grid, HStack, Heading, IconButton, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuCopy, LuExternalLink, LuFlame, LuSettings2, LuSnowflake, LuTimer } from 'react-icons/lu';
import { Link } from 'react-router';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { LiveConfigDetail } from '../../../../../streams/contracts/live-configs';
import { useCan } from '@shared/auth/can';
import { useLiveConfig } from '../api/get-live-config';
import { GamePage } from '../common/game-page';
import { AdjustForm } from '../common/adjust-form';
import { useCopy } from '@shared/ui/use-copy';
import { LIVE_CONFIG_PERMISSIONS } from '../common/permissions';
import { RoundControls } from '../common/round-controls';
import { RoundStatus } from '../common/round-status';
import { absoluteLink } from '../configs/plugin-links-dialog';
import { LedgerTable } from '../control/ledger-table';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { fireShare, iceFireSides } from './ice-fire-sides';
import { SIDE_PALETTE, SideCard } from './side-card';

/** The configurations page, a sibling in the server's 'group' menu directory (seeded path 'configs'). */
const CONFIGS_PATH = '../configs';

/** What to do when there is no ice-fire configuration yet. */
function EmptyState() {
  const { lt } = useLcTranslation();
  return (
    <Stack gap="3" align="start" borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" data-testid="ice-fire-empty">
      <HStack gap="1" fontSize="2xl">
        <Box color={`${SIDE_PALETTE.fire}.solid`}>
          <LuFlame aria-hidden="true" />
        </Box>
        <Box color={`${SIDE_PALETTE.ice}.solid`}>
          <LuSnowflake aria-hidden="true" />
        </Box>
      </HStack>
      <Heading as="h3" size="sm">
        {lt('iceFire.emptyTitle')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" maxW="2xl">
        {lt('iceFire.empty')}
      </Text>
      <Button asChild size="sm" colorPalette="brand" variant="outline">
        <Link to={CONFIGS_PATH} relative="path">
          <LuSettings2 aria-hidden="true" /> {lt('iceFire.openConfigs')}
        </Link>
      </Button>
    </Stack>
  );
}

/** A warning about the chosen configuration, with a link to edit it for those allowed. */
function ConfigProblem({ configId, text }: { configId: number; text: string }) {
  const { lt } = useLcTranslation();
  const canEdit = useCan(LIVE_CONFIG_PERMISSIONS.edit);
  return (
    <Alert.Root status="warning" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
      </Alert.Content>
      {canEdit ? (
        <Button asChild size="xs" variant="outline">
          <Link to={`${CONFIGS_PATH}?edit=${configId}`} relative="path">
            {lt('iceFire.editConfig')}
          </Link>
        </Button>
      ) : null}
    </Alert.Root>
  );
}

/** The two sides face to face, and fire's share of the points between them. */
function Arena({ view, config, now }: { view: GameView; config: LiveConfigDetail | undefined; now: number }) {
  const { lt } = useLcTranslation();
  const sides = iceFireSides(view, config, now);
  const share = fireShare(sides);
  const [fire, ice] = sides;
  if (!fire || !ice) return null;
  return (
    <Stack gap="3" as="section" aria-label={lt('iceFire.arena')} data-testid="ice-fire-arena">
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) auto minmax(0, 1fr)' }} gap="3" alignItems="stretch">
        <SideCard side={fire} />
        <HStack justify="center" px="1">
          <Text fontWeight="black" fontSize="xl" color="fg.muted" letterSpacing="wider">
            {lt('iceFire.versus')}
          </Text>
        </HStack>
        <SideCard side={ice} />
      </Grid>
      <HStack h="3" borderRadius="full" overflow="hidden" gap="0" role="img" aria-label={lt('iceFire.balance')} data-fire-share={share.toFixed(3)}>
        <Box h="full" bg={`${SIDE_PALETTE.fire}.solid`} style={{ width: `${share * 100}%` }} transition="width 0.5s" />
        <Box h="full" flex="1" bg={`${SIDE_PALETTE.ice}.solid`} />
      </HStack>
    </Stack>
  );
}

/** Effect duration and the overlay link with copy and open. */
function Setup({ config }: { config: LiveConfigDetail | undefined }) {
  const { lt } = useLcTranslation();
  const link = config ? absoluteLink(config.pluginLink.pkProgress) : '';
  const copyLink = useCopy();
  const copy = () => copyLink(link);
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
      <HStack gap="2" fontSize="sm">
        <Box as="span" color="fg.muted">
          <LuTimer aria-hidden="true" />
        </Box>
        <Text as="span" color="fg.muted">
          {lt('iceFire.effectDuration')}
        </Text>
        {config ? (
          <Text as="span" fontWeight="semibold" data-testid="effect-duration">
            {lt('iceFire.effectSeconds', { count: config.effectSeconds })}
          </Text>
        ) : (
          <Skeleton height="4" width="12" />
        )}
      </HStack>
      <Stack gap="1.5">
        <Heading as="h3" size="sm">
          {lt('iceFire.overlay')}
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          {lt('iceFire.overlayHelp')}
        </Text>
        <HStack gap="1">
          <Input size="sm" readOnly value={link} aria-label={lt('iceFire.overlayLink')} data-overlay="pkProgress" onFocus={(e) => e.currentTarget.select()} />
          <IconButton size="sm" variant="outline" aria-label={lt('iceFire.copyLink')} disabled={!config} onClick={() => void copy()}>
            <LuCopy />
          </IconButton>
          <IconButton asChild size="sm" variant="ghost" aria-label={lt('iceFire.openLink')}>
            <a href={link || undefined} target="_blank" rel="noreferrer">
              <LuExternalLink />
            </a>
          </IconButton>
        </HStack>
      </Stack>
    </Stack>
  );
}

/**
 * The stored configuration (trigger gifts, effect duration, overlay key), read again when the game says its
 * configuration changed (a save elsewhere renames it or changes its streamers), so the page never shows a stale
 * trigger gift next to live scores.
 */
function useIceFireConfig(configId: number, view: GameView) {
  const detail = useLiveConfig(configId);
  const signature = `${view.name}|${view.pluginStyle}|${view.streamers.map((s) => `${s.anchorId}:${s.nickname}`).join(',')}`;
  const seen = useRef(signature);
  const { refetch } = detail;
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void refetch();
  }, [signature, refetch]);
  return detail;
}

/** The game of one configuration. */
function IceFireGame({ view, now }: { view: GameView; now: number }) {
  const { lt } = useLcTranslation();
  const detail = useIceFireConfig(view.configId, view);
  if (view.pluginStyle !== 'iceFire') return <ConfigProblem configId={view.configId} text={lt('iceFire.wrongStyle')} />;
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="2" borderWidth="1px" borderRadius="md" px="4" py="3">
        <RoundStatus view={view} now={now} />
        <RoundControls view={view} />
      </HStack>
      {view.streamers.length !== 2 ? <ConfigProblem configId={view.configId} text={lt('iceFire.needsTwo')} /> : null}
      <Arena view={view} config={detail.data} now={now} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
        <AdjustForm view={view} />
        <Setup config={detail.data} />
      </Grid>
      <LedgerTable view={view} />
    </Stack>
  );
}

/** The page. */
export function IceFirePage() {
  const { lt } = useLcTranslation();
  return (
    <GamePage title={lt('iceFire.title')} help={lt('iceFire.help')} styles={['iceFire']} empty={<EmptyState />}>
      {(view, now) => <IceFireGame view={view} now={now} />}
    </GamePage>
  );
}
