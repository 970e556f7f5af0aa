/**
 * Round control (Live assistant → Group host config → Round control, component 'LiveConfigControl';
 * start/stop/adjust act at once with the live scoreboard beside them): pick a configuration (`?configId=`),
 * start or end its collection round (ending asks first), adjust a score by hand, and watch the scoreboard and the
 * ledger move with the websocket. Above them: the host streamer's room (live, or not live and why) and a warning
 * when none of the selected gifts arrives in it (common/host-room-status.tsx).
 */
import { Grid, Stack } from '@chakra-ui/react';
import { AdjustForm } from '../common/adjust-form';
import { ConfigPicker } from '../common/config-picker';
import { GameLoader } from '../common/game-loader';
import { GiftArrivalsWarning, HostRoomStatus } from '../common/host-room-status';
import { LiveMessageServerAlert as MessageServerAlert } from '../common/live-message-server-alert';
import { PageCard } from '@shared/ui/page-card';
import { RoundControls } from '../common/round-controls';
import { RoundStatus } from '../common/round-status';
import { Scoreboard } from '../common/scoreboard';
import { useConfigId } from '../common/use-config-id';
import { LedgerTable } from './ledger-table';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** The page. */
export function LiveConfigControlPage() {
  const { t, lt } = useLcTranslation();
  const [configId, select] = useConfigId();
  return (
    <PageCard title={lt('control.title')} help={lt('control.help')}>
      <ConfigPicker configId={configId} onSelect={select} />
      <MessageServerAlert />
      {configId !== undefined ? (
        <GameLoader key={configId} configId={configId} failedText={t('groupHost.groupDataFailed')}>
          {(view, now) => (
            <Stack gap="5">
              <Stack gap="3">
                <HostRoomStatus view={view} />
                <GiftArrivalsWarning view={view} />
              </Stack>
              <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
                <Stack gap="4">
                  <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
                    <RoundStatus view={view} now={now} />
                    <RoundControls view={view} />
                  </Stack>
                  <AdjustForm view={view} />
                </Stack>
                <Scoreboard view={view} now={now} />
              </Grid>
              <LedgerTable view={view} />
            </Stack>
          )}
        </GameLoader>
      ) : null}
    </PageCard>
  );
}
