/**
 * The "Add from streamer config" panel of the configuration form's streamers: a search over the kept streamers
 * (`GET api/groupStreamers`, ID or nickname) with one button per streamer; a streamer already in the form is
 * shown but cannot be picked again. Mounted only while open, so the form loads nothing it does not show.
 */
import { Avatar, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import type { GroupStreamerRow } from '../../../../../streams/contracts/group-streamers';
import type { CatalogueGift } from '../../../../../streams/contracts/live-configs';
import { useGiftCatalogue } from '../api/get-gifts';
import { listParams } from '@shared/crud/use-crud-list';
import { groupStreamersApi } from '../api/group-streamers-api';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { InlineAlert } from '@shared/ui/inline-alert';
import { InFormSearch, SearchResults } from '@shared/ui/in-form-search';

/** Kept streamers listed per search. */
const RESULTS = 8;

/** Props of {@link KeptStreamerPicker}. */
export interface KeptStreamerPickerProps {
  /** Streamer IDs already in the form. */
  inForm: ReadonlySet<string>;
  /** A kept streamer was picked; `catalogue` gives the names and prices of their usual gifts. */
  onPick: (streamer: GroupStreamerRow, catalogue: ReadonlyMap<string, CatalogueGift>) => void;
}

/** The search and its results. */
export function KeptStreamerPicker({ inForm, onPick }: KeptStreamerPickerProps) {
  const { lt } = useLcTranslation();
  const [text, setText] = useState('');
  const blurry = useDeferredValue(text.trim());
  const kept = groupStreamersApi.useList(listParams({ page: 0, size: RESULTS, blurry, sort: 'nickname,asc' }));
  const catalogue = useGiftCatalogue();
  const rows = kept.data?.content ?? [];
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="kept-streamer-picker">
      <Text fontSize="xs" color="fg.muted">
        {lt('form.keptHint')}
      </Text>
      <InFormSearch label={lt('form.keptSearch')} value={text} onChange={setText} bg="bg" />
      {kept.isError ? <InlineAlert text={lt('form.keptFailed')} /> : null}
      <SearchResults label={lt('form.keptResults')}>
        {rows.map((row) => {
          const present = inForm.has(row.anchorId);
          return (
            <Box as="li" key={row.id}>
              <Button
                size="sm"
                variant="outline"
                bg="bg"
                h="auto"
                py="1.5"
                disabled={present || catalogue.isPending}
                title={present ? lt('form.keptInForm', { name: row.nickname }) : undefined}
                aria-label={lt('form.keptUse', { name: row.nickname, id: row.anchorId })}
                onClick={() => onPick(row, catalogue.byId)}
              >
                <HStack gap="2">
                  <Avatar.Root size="2xs">
                    <Avatar.Fallback name={row.nickname} />
                    {row.avatarUrl ? <Avatar.Image src={row.avatarUrl} alt="" referrerPolicy="no-referrer" /> : null}
                  </Avatar.Root>
                  <Text as="span" fontWeight="medium">
                    {row.nickname}
                  </Text>
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {row.anchorId}
                  </Text>
                </HStack>
              </Button>
            </Box>
          );
        })}
        {kept.isSuccess && rows.length === 0 ? (
          <Text as="li" fontSize="sm" color="fg.muted">
            {lt('form.keptNone')}
          </Text>
        ) : null}
      </SearchResults>
    </Stack>
  );
}
