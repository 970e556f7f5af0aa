/**
 * Round control (Live assistant → Group host config → Round control, component 'LiveConfigControl';
 * start/stop/adjust act at once with the live scoreboard beside them): pick a configuration (`?configId=`),
 * start or end its collection round (ending asks first), adjust a score by hand, and watch the scoreboard and the
 * ledger move with the websocket. Above them: the host streamer's room (live, or not live and why) and a warning
 * when none of the selected gifts arrives in it (common/host-room-status.tsx).
 */
import { Grid, Stack } from '@chakra-ui/react';
import { GamePage } from '../common/game-page';
import { AdjustForm } from '../common/adjust-form';
import { GiftArrivalsWarning, HostRoomStatus } from '../common/host-room-status';
import { RoundControls } from '../common/round-controls';
import { RoundStatus } from '../common/round-status';
import { Scoreboard } from '../common/scoreboard';
import { LedgerTable } from './ledger-table';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** The page. */
export function LiveConfigControlPage() {
  const { lt } = useLcTranslation();
  return (
    <GamePage title={lt('control.title')} help={lt('control.help')}>
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
    </GamePage>
  );
}
