/**
 * PK game (Group host config → PK game, component 'PkGame'): configure the phases (double PK = exactly two
 * streamers; group phase = a group host and two or more), initialize, then start and stop phases with the
 * confirmation flow, beside the round controls and the live scoreboard.
 */
import { Grid, Stack } from '@chakra-ui/react';
import { GamePage } from '../common/game-page';
import { RoundControls } from '../common/round-controls';
import { Scoreboard } from '../common/scoreboard';
import { PhaseEditor } from './phase-editor';
import { PhaseList } from './phase-list';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** The page. */
export function PkGamePage() {
  const { t, lt } = useLcTranslation();
  return (
    <GamePage title={lt('pk.title')} help={lt('pk.help')} failedText={t('groupHost.dualPkFailed')}>
      {(view, now) => {
        const running = view.pk.phases.find((phase) => phase.id === view.pk.runningPhaseId);
        return (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
            <Stack gap="4">
              <PhaseList view={view} />
              <PhaseEditor view={view} />
            </Stack>
            <Stack gap="4">
              <RoundControls view={view} />
              <Scoreboard view={view} now={now} title={running ? lt('pk.boardOf', { name: running.name }) : undefined} />
            </Stack>
          </Grid>
        );
      }}
    </GamePage>
  );
}
