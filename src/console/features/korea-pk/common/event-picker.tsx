/**
 * The event selection of the Korea pages: a select of the events (newest first); with no `?eventId=` the newest is
 * chosen, so a page opened from the menu shows an event at once; an id not listed stays selectable so its address
 * keeps working. With no event at all it says so and links to Streamer config.
 */
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { PickerSelect } from '@shared/ui/picker-select';
import { InlineAlert } from '@shared/ui/inline-alert';
import { eventsApi } from '../api/korea-api';
import { useKoreaT } from '../i18n/korea-pk-locale';

/** Where the events are configured (seeded menu: directory 'korea-pk', page 'streamer-config'). */
export const STREAMER_CONFIG_PATH = '/korea-pk/streamer-config';

/** States change when a stage starts elsewhere: a slow poll keeps the list honest. */
const REFRESH_MS = 10_000;

/** Props of {@link EventPicker}. */
export interface EventPickerProps {
  eventId: number | undefined;
  onSelect: (id: number) => void;
}

/** The select and the 'none yet' / 'list failed' notices. */
export function EventPicker({ eventId, onSelect }: EventPickerProps) {
  const { ft } = useKoreaT();
  const events = eventsApi.useList({ page: 0, size: 100, sort: 'createTime,desc' }, { refresh: REFRESH_MS });
  const rows = events.data?.content ?? [];
  const options = rows.map((row) => ({ value: String(row.id), label: ft('common.option', { name: row.name, id: row.id }) }));
  const select = useCallback(
    (value: string) => {
      const id = Number(value);
      if (Number.isInteger(id) && id > 0) onSelect(id);
    },
    [onSelect],
  );
  return (
    <>
      <PickerSelect
        label={ft('common.event')}
        value={eventId === undefined ? undefined : String(eventId)}
        options={options}
        pending={events.isPending}
        chooseText={ft('common.chooseEvent')}
        unlistedText={eventId === undefined ? '' : ft('common.unlisted', { id: eventId })}
        onSelect={select}
        maxW="md"
      />
      {events.isError ? <InlineAlert text={ft('common.listFailed')} /> : null}
      {events.isSuccess && rows.length === 0 && eventId === undefined ? (
        <Text data-testid="korea-no-events" fontSize="sm">
          {ft('common.noEvents')}{' '}
          <ChakraLink asChild colorPalette="brand">
            <Link to={STREAMER_CONFIG_PATH}>{ft('common.toConfig')}</Link>
          </ChakraLink>
        </Text>
      ) : null}
    </>
  );
}
