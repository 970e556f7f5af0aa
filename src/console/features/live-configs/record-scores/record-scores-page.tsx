/**
 * Record scores (Group host config → Record scores, component 'RecordScores'; a manual
 * scoreboard kept with adjustments only): a record-only configuration's round controls, adjustment form and
 * scoreboard. A configuration that also scores gifts can be used here too; the page says so.
 */
import { Alert, Grid, Stack } from '@chakra-ui/react';
import { useLiveConfig } from '../api/get-live-config';
import { AdjustForm } from '../common/adjust-form';
import { ConfigPicker } from '../common/config-picker';
import { GameLoader } from '../common/game-loader';
import { LiveMessageServerAlert as MessageServerAlert } from '../common/live-message-server-alert';
import { PageCard } from '@shared/ui/page-card';
import { RoundControls } from '../common/round-controls';
import { RoundStatus } from '../common/round-status';
import { Scoreboard } from '../common/scoreboard';
import { useConfigId } from '../common/use-config-id';
import { useLcTranslation } from '../i18n/use-lc-translation';

function NotRecordOnlyNotice({ configId }: { configId: number }) {
  const { lt } = useLcTranslation();
  const detail = useLiveConfig(configId);
  if (!detail.data || detail.data.recordOnly) return null;
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Title>{lt('record.giftsAlsoScore')}</Alert.Title>
    </Alert.Root>
  );
}

/** The page. */
export function RecordScoresPage() {
  const { t, lt } = useLcTranslation();
  const [configId, select] = useConfigId();
  return (
    <PageCard title={lt('record.title')} help={lt('record.help')}>
      <ConfigPicker configId={configId} onSelect={select} />
      <MessageServerAlert />
      {configId !== undefined ? (
        <>
          <NotRecordOnlyNotice configId={configId} />
          <GameLoader key={configId} configId={configId} failedText={t('groupHost.groupDataFailed')}>
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
          </GameLoader>
        </>
      ) : null}
    </PageCard>
  );
}
