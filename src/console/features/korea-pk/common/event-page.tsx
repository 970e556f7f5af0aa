/**
 * The frame of every Korea event page: the page card with the page's rule as help, the event picker (`?eventId=`),
 * and, once an event is picked, its live view (`children(view, korea, now)`): a skeleton while it loads, the page's
 * failure message when it cannot be loaded.
 */
import { Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { KoreaView } from '../../../../../streams/contracts/korea-view';
import { InlineAlert } from '@shared/ui/inline-alert';
import { PageCard } from '@shared/ui/page-card';
import { EventPicker } from './event-picker';
import { useEventId } from './use-event-id';
import { useKoreaView, useServerNow } from './use-korea-view';

/** Props of {@link EventPage}. */
export interface EventPageProps {
  title: string;
  help: string;
  /** The failure message when the view cannot be loaded (translated). */
  failedText: string;
  children: (view: GameView, korea: KoreaView, now: number) => ReactNode;
}

export function EventPage({ title, help, failedText, children }: EventPageProps) {
  const [eventId, select] = useEventId();
  return (
    <PageCard title={title} help={help}>
      <EventPicker eventId={eventId} onSelect={select} />
      {eventId !== undefined ? (
        <EventView key={eventId} eventId={eventId} failedText={failedText}>
          {children}
        </EventView>
      ) : null}
    </PageCard>
  );
}

function EventView({ eventId, failedText, children }: { eventId: number; failedText: string; children: EventPageProps['children'] }) {
  const view = useKoreaView(eventId);
  const now = useServerNow();
  const korea = view.data?.korea;
  // A view without `korea` is another game's configuration: not an event of these pages.
  if ((view.isError && !view.data) || (view.data && !korea)) return <InlineAlert text={failedText} />;
  if (!view.data || !korea) {
    return (
      <Stack gap="3" data-testid="korea-loading">
        <Skeleton height="8" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  return <>{children(view.data, korea, now)}</>;
}
