/**
 * Total score (Korea group PK → Total score, component 'KoreaTotalScore'): the stage weights editor, each streamer's
 * stage points with the weighted total and rank, the team totals, and the event's two overlay links with copy
 * (Total Score and the score ranking). The rule in words is the page's help.
 */
import { Grid, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { InlineAlert } from '@shared/ui/inline-alert';
import { getEvent, koreaKeys } from '../api/korea-api';
import { EventPage } from '../common/event-page';
import { OverlayLinks } from '../common/overlay-links';
import { StreamerTotalsTable, TeamTotalsTable } from '../common/totals-tables';
import { useKoreaT } from '../i18n/korea-pk-locale';
import { WeightsForm } from './weights-form';

/** The page. */
export function KoreaTotalScorePage() {
  const { ft } = useKoreaT();
  return (
    <EventPage title={ft('total.title')} help={ft('total.help')} failedText={ft('total.failed')}>
      {(view, korea) => (
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
          <Stack gap="4">
            <Heading as="h3" size="sm">
              {ft('total.streamers')}
            </Heading>
            <StreamerTotalsTable view={view} korea={korea} caption={ft('total.streamers')} />
            <Heading as="h3" size="sm">
              {ft('total.teams')}
            </Heading>
            <TeamTotalsTable korea={korea} caption={ft('total.teams')} />
          </Stack>
          <Stack gap="4">
            {/* Keyed by the weights, so the form starts from the saved ones when they change elsewhere. */}
            <WeightsForm key={`${korea.weights.double}-${korea.weights.solo}-${korea.weights.team}`} eventId={view.configId} korea={korea} />
            <EventLinks eventId={view.configId} />
          </Stack>
        </Grid>
      )}
    </EventPage>
  );
}

function EventLinks({ eventId }: { eventId: number }) {
  const { ft } = useKoreaT();
  const detail = useQuery({ queryKey: koreaKeys.detail(eventId), queryFn: ({ signal }) => getEvent(eventId, signal) });
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="sm">
        {ft('total.links')}
      </Heading>
      {detail.data ? <OverlayLinks links={detail.data.links} /> : detail.isError ? <InlineAlert text={ft('common.loadFailed')} /> : <Skeleton height="16" />}
    </Stack>
  );
}
