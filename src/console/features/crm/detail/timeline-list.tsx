/**
 * A streamer's timeline (`GET api/anchors/{id}/timeline`, newest first): what happened, who did it (or the system),
 * when, and the event's details (a progress move's from → to and reason, an allocation's operator, …).
 */
import { List, Stack, Text } from '@chakra-ui/react';
import type { AnchorEvent } from '../../../../../streams/contracts/anchor-lists';
import { LoadError } from '@shared/crud/load-error';
import { WireTime } from '@shared/ui/table-parts';
import { useTimeline } from '../api/anchors-api';
import { useAnchorLabels, type LabelGroup } from '../common/labels';
import { useCrmT } from '../i18n/use-crm-t';

/** The detail keys that hold a value of an enumeration, and its group. */
const DETAIL_GROUPS: Readonly<Record<string, LabelGroup | undefined>> = {
  availability: 'availability',
  rejectReason: 'rejectReason',
  nextAction: 'nextAction',
  inviteType: 'inviteType',
};

/** The detail's values as one line; a progress move's stages and a review's words are translated. */
function useDetailText(): (event: AnchorEvent) => string {
  const labels = useAnchorLabels();
  return (event) =>
    Object.entries(event.detail)
      .filter(([, value]) => value !== null && value !== '')
      .map(([key, value]) => {
        const text = String(value);
        const group = key === 'from' || key === 'to' ? 'progress' : key === 'result' ? 'checkResult' : DETAIL_GROUPS[key];
        return group ? labels.text(group, text) : text;
      })
      .join(' · ');
}

/** The timeline of streamer `id`. */
export function TimelineList({ id }: { id: number }) {
  const { ft } = useCrmT();
  const timeline = useTimeline(id);
  const detail = useDetailText();
  if (timeline.isError) return <LoadError error={timeline.error} title={ft('detail.loadFailed')} onRetry={() => void timeline.refetch()} />;
  const events = timeline.data ?? [];
  if (!timeline.isPending && events.length === 0) return <Text color="fg.muted">{ft('detail.noTimeline')}</Text>;
  return (
    <List.Root as="ol" gap="3" variant="plain" aria-label={ft('detail.timeline')} aria-busy={timeline.isPending}>
      {events.map((event) => (
        <List.Item key={event.id} borderStartWidth="2px" borderColor="brand.solid" ps="3">
          <Stack gap="0.5">
            <Text fontWeight="medium">{ft(`detail.events.${event.kind}`)}</Text>
            {detail(event) ? <Text fontSize="sm"><bdi>{detail(event)}</bdi></Text> : null}
            <Text fontSize="xs" color="fg.muted">
              <WireTime value={event.time} /> · {ft('detail.by', { name: event.by ?? ft('detail.system') })}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
