/**
 * Korea statistics score (Live assistant → Korea statistics score, component 'KoreaStatistics'): per event, each
 * streamer's points per stage with the weighted total, the team totals, and the ledger entries with a stage filter
 * and paging. Read with `liveConfig:list`.
 */
import { Heading, Stack } from '@chakra-ui/react';
import { EventPage } from '../common/event-page';
import { StreamerTotalsTable, TeamTotalsTable } from '../common/totals-tables';
import { useKoreaT } from '../i18n/korea-pk-locale';
import { EntriesTable } from './entries-table';

/** The page. */
export function KoreaStatisticsPage() {
  const { ft } = useKoreaT();
  return (
    <EventPage title={ft('statistics.title')} help={ft('statistics.help')} failedText={ft('statistics.failed')}>
      {(view, korea) => (
        <Stack gap="5">
          <Stack gap="3">
            <Heading as="h3" size="sm">
              {ft('statistics.points')}
            </Heading>
            <StreamerTotalsTable view={view} korea={korea} caption={ft('statistics.points')} />
            <TeamTotalsTable korea={korea} caption={ft('total.teams')} />
          </Stack>
          <EntriesTable view={view} />
        </Stack>
      )}
    </EventPage>
  );
}
