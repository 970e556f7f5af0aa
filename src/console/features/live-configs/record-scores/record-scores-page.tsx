/**
 * Record scores (Group host config → Record scores, component 'RecordScores'; a manual
 * scoreboard kept with adjustments only): a record-only configuration's round controls, adjustment form and
 * scoreboard. A configuration that also scores gifts can be used here too; the page says so.
 */
import { Grid, Stack } from '@chakra-ui/react';
import { useLiveConfig } from '../api/get-live-config';
import { GamePage } from '../common/game-page';
import { AdjustForm } from '../common/adjust-form';
import { RoundControls } from '../common/round-controls';
import { RoundStatus } from '../common/round-status';
import { Scoreboard } from '../common/scoreboard';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { InlineAlert } from '@shared/ui/inline-alert';

function NotRecordOnlyNotice({ configId }: { configId: number }) {
  const { lt } = useLcTranslation();
  const detail = useLiveConfig(configId);
  if (!detail.data || detail.data.recordOnly) return null;
  return (
    <InlineAlert text={lt('record.giftsAlsoScore')} status="info" />
  );
}

/** The page. */
export function RecordScoresPage() {
  const { lt } = useLcTranslation();
  return (
    <GamePage title={lt('record.title')} help={lt('record.help')} before={(configId) => <NotRecordOnlyNotice configId={configId} />}>
      {(view, now) => (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
          <Stack gap="4">
            <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
              <RoundStatus view={view} now={now} />
              <RoundControls view={view} />
            </Stack>
            <AdjustForm view={view} title={lt('record.adjust')} />
          </Stack>
          <Scoreboard view={view} now={now} title={lt('record.board')} />
        </Grid>
      )}
    </GamePage>
  );
}
