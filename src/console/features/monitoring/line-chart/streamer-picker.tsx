/**
 * The streamers of the chart, picked from the monitored list: a searchable combobox over `api/monitor/streamers`
 * (typing searches TikTok ID, nickname and notes on the server, so a guild of thousands works), several at a time;
 * a picked streamer shows a tick and picking it again removes it. Arrows and Enter pick, Escape closes. Once
 * {@link SERIES_MAX_STREAMERS} are on the chart the other options are disabled and the list says why.
 */
import { Avatar, Combobox, HStack, Spinner, Stack, Text, chakra, createListCollection } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { SERIES_MAX_STREAMERS, type SessionStreamer } from '../../../../../streams/contracts/monitor-sessions';
import { listParams } from '@shared/crud/use-crud-list';
import { monitorStreamersApi } from '../api/monitor-streamers-api';
import { useLineChartTranslation } from './i18n/line-chart-locale';

/** Props of {@link StreamerPicker}. */
export interface StreamerPickerProps {
  selected: readonly SessionStreamer[];
  onChange: (next: SessionStreamer[]) => void;
}

/** Options per search (the list is searched on the server). */
const OPTIONS = 20;

/** The picker. */
export function StreamerPicker({ selected, onChange }: StreamerPickerProps) {
  const { ct, failure } = useLineChartTranslation();
  const [inputValue, setInputValue] = useState('');
  const blurry = useDeferredValue(inputValue.trim());
  const options = monitorStreamersApi.useList(listParams({ page: 0, size: OPTIONS, sort: 'nickname,asc', blurry }));
  const full = selected.length >= SERIES_MAX_STREAMERS;

  const items = useMemo<SessionStreamer[]>(
    () => (options.data?.content ?? []).map((row) => ({ id: row.id, uniqueId: row.uniqueId, nickname: row.nickname, avatarUrl: row.avatarUrl, type: row.type })),
    [options.data],
  );
  const chosen = useMemo(() => new Set(selected.map((s) => s.id)), [selected]);
  const collection = useMemo(
    () =>
      createListCollection({
        // The chosen streamers stay in the collection so the combobox knows its value even when a search hides them.
        items: [...items, ...selected.filter((s) => !items.some((item) => item.id === s.id))],
        itemToString: (item) => item.nickname,
        itemToValue: (item) => String(item.id),
        isItemDisabled: (item) => full && !chosen.has(item.id),
      }),
    [items, selected, full, chosen],
  );

  return (
    <Combobox.Root
      size="sm"
      multiple
      width={{ base: 'full', md: '96' }}
      collection={collection}
      value={selected.map((s) => String(s.id))}
      inputValue={inputValue}
      openOnClick
      positioning={{ sameWidth: true }}
      onValueChange={(details) => {
        // Keep the order of choosing (it decides the colours): the kept ones first, a new one last.
        const ids = new Set(details.value);
        const kept = selected.filter((s) => ids.has(String(s.id)));
        const added = details.items.filter((item) => !chosen.has(item.id));
        onChange([...kept, ...added].slice(0, SERIES_MAX_STREAMERS));
      }}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change' || details.reason === 'clear-trigger') setInputValue(details.inputValue);
        else setInputValue('');
      }}
    >
      <Combobox.Label srOnly>{ct('picker.label')}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={ct('picker.placeholder')} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger aria-label={ct('picker.label')} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content maxH="72" overflowY="auto">
          {full ? (
            <Text px="2" py="1.5" fontSize="xs" color="fg.muted">
              {ct('picker.full')}
            </Text>
          ) : null}
          {options.isFetching && items.length === 0 ? (
            <HStack px="2" py="1.5" gap="2" color="fg.muted" fontSize="sm">
              <Spinner size="xs" /> {ct('picker.searching')}
            </HStack>
          ) : null}
          {options.isError ? (
            <Stack px="2" py="1.5" gap="0.5" fontSize="sm" role="alert">
              <Text color="fg.error">{ct('picker.failed')}</Text>
              <Text color="fg.muted">{failure(options.error)}</Text>
            </Stack>
          ) : null}
          {!options.isFetching && !options.isError ? <Combobox.Empty>{ct('picker.noMatch')}</Combobox.Empty> : null}
          {items.map((item) => (
            <Combobox.Item key={item.id} item={item} gap="2">
              <Avatar.Root size="2xs" colorPalette="brand">
                {item.avatarUrl ? <Avatar.Image src={item.avatarUrl} alt="" /> : null}
                <Avatar.Fallback name={item.nickname} />
              </Avatar.Root>
              <Combobox.ItemText flex="1" truncate>
                {item.nickname}{' '}
                <chakra.bdi dir="ltr" color="fg.muted" fontSize="xs">
                  @{item.uniqueId}
                </chakra.bdi>
              </Combobox.ItemText>
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
