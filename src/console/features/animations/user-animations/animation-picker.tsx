/**
 * The animation of a user entry-animation config, picked from the library: a searchable
 * combobox over the enabled animations (`GET api/vehicleAnimations?enabled=true&blurry=…`, by name), each option with
 * its picture and type. Typing searches the server (the library can be large), arrows and Enter pick, Escape closes.
 * The stored choice of an edited config is shown from its row until a search replaces the options, so a config whose
 * animation was disabled since still shows its name (the server then refuses to save it, beside this field).
 * Rendered inside the form's Field, which labels it.
 */
import { Badge, Combobox, HStack, Spinner, Stack, Text, createListCollection } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { AnimationTypeName, VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { libraryApi } from '../api/animations-api';
import { Thumbnail } from '@shared/upload/thumbnail';
import { useAnimationsT } from '../i18n/animations-locale';

/** One choice of the picker. */
export interface AnimationOption {
  id: number;
  name: string;
  pictureUrl: string | null;
  /** Unknown for the stored choice of an edited config (its row has no type). */
  type?: AnimationTypeName;
}

/** Props of {@link AnimationPicker}. */
export interface AnimationPickerProps {
  /** The chosen animation's id, null for none. */
  value: number | null;
  /** The stored choice (name and picture from the edited row), shown before any search. */
  initial: AnimationOption | null;
  onChange: (option: AnimationOption | null) => void;
  onBlur: () => void;
  /** RHF's ref, so a message on this field focuses the input. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** How many enabled animations the picker offers per search. */
const OPTION_COUNT = 20;

const optionOf = (row: VehicleAnimationRow): AnimationOption => ({ id: row.id, name: row.name, pictureUrl: row.pictureUrl, type: row.type });

/** The picker. */
export function AnimationPicker({ value, initial, onChange, onBlur, inputRef }: AnimationPickerProps) {
  const { ft, failure } = useAnimationsT();
  // The input's text (controlled: options arrive while typing and must not reset it) and the search it implies.
  const [inputValue, setInputValue] = useState(initial?.name ?? '');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<AnimationOption | null>(initial);
  // Typing stays responsive; the query follows the deferred text. Nothing is fetched until the list is first opened.
  const blurry = useDeferredValue(search.trim());
  // Only enabled animations can be configured (the server refuses the others), by name.
  const options = libraryApi.useList({ page: 0, size: OPTION_COUNT, sort: 'name,asc', enabled: 'true', ...(blurry ? { blurry } : {}) }, { enabled: opened });

  const items = useMemo(() => {
    const found = (options.data?.content ?? []).map(optionOf);
    // Keep the current choice selectable while the search is empty (it may be disabled, or beyond the first results).
    if (chosen && blurry === '' && !found.some((o) => o.id === chosen.id)) found.unshift(chosen);
    return found;
  }, [options.data, chosen, blurry]);
  const collection = useMemo(() => createListCollection({ items, itemToString: (o) => o.name, itemToValue: (o) => String(o.id) }), [items]);

  return (
    <HStack gap="2" w="full">
      <Thumbnail url={chosen?.id === value ? chosen.pictureUrl : null} alt="" size="8" />
      <Combobox.Root
        size="sm"
        flex="1"
        collection={collection}
        value={value === null ? [] : [String(value)]}
        inputValue={inputValue}
        openOnClick
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
        onValueChange={(details) => {
          const option = details.items[0] ?? null;
          setChosen(option);
          setSearch('');
          onChange(option);
        }}
        onInputValueChange={(details) => {
          setInputValue(details.inputValue);
          // Only typing searches: the input also changes when an option is picked or the field loses focus.
          if (details.reason === 'input-change' || details.reason === 'clear-trigger') setSearch(details.inputValue);
        }}
        onOpenChange={(details) => {
          if (details.open) setOpened(true);
        }}
      >
        <Combobox.Control>
          <Combobox.Input ref={inputRef} placeholder={ft('userForm.animationPlaceholder')} onBlur={onBlur} />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger />
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {/* No portal: inside the drawer's focus trap and stacking context. */}
        <Combobox.Positioner>
          <Combobox.Content maxH="72" overflowY="auto">
            {options.isFetching && items.length === 0 ? (
              <HStack px="2" py="1.5" gap="2" color="fg.muted" fontSize="sm">
                <Spinner size="xs" /> {ft('userForm.loadingAnimations')}
              </HStack>
            ) : null}
            {options.isError ? (
              <Stack px="2" py="1.5" gap="0.5" fontSize="sm" role="alert">
                <Text color="fg.error">{ft('userForm.animationsFailed')}</Text>
                <Text color="fg.muted">{failure(options.error)}</Text>
              </Stack>
            ) : null}
            {!options.isFetching && !options.isError ? <Combobox.Empty>{ft('userForm.noAnimation')}</Combobox.Empty> : null}
            {items.map((item) => (
              <Combobox.Item key={item.id} item={item} gap="2">
                <Thumbnail url={item.pictureUrl} alt="" size="6" />
                <Combobox.ItemText flex="1" truncate>
                  {item.name}
                </Combobox.ItemText>
                {item.type ? (
                  <Badge size="sm" variant="subtle" colorPalette={item.type === 'popular' ? 'orange' : 'gray'}>
                    {ft(`types.${item.type}`)}
                  </Badge>
                ) : null}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
    </HStack>
  );
}
