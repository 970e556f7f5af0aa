/** The search row of these lists: a text search, optionally an on/off filter, Search and Reset. */
import { Button, HStack, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useOrgTranslation } from '../i18n/use-org-translation';

/** What the toolbar applies. */
export interface ToolbarFilters {
  text: string;
  enabled: '' | 'true' | 'false';
}

export interface ListToolbarProps {
  searchLabel: string;
  placeholder: string;
  /** Show the on/off filter. */
  withStatus?: boolean;
  filters: ToolbarFilters;
  onApply: (filters: ToolbarFilters) => void;
}

export function ListToolbar({ searchLabel, placeholder, withStatus = false, filters, onApply }: ListToolbarProps) {
  const { ot } = useOrgTranslation();
  const [draft, setDraft] = useState(filters.text);
  const filtered = filters.text !== '' || filters.enabled !== '';
  return (
    <chakra.form
      role="search"
      aria-label={ot('common.filters')}
      display="flex"
      gap="2"
      flexWrap="wrap"
      alignItems="center"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ ...filters, text: draft.trim() });
      }}
    >
      <Input type="search" aria-label={searchLabel} placeholder={placeholder} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
      {withStatus ? (
        <NativeSelect.Root size="sm" width="auto" minW="32">
          <NativeSelect.Field aria-label={ot('common.status')} value={filters.enabled} onChange={(e) => onApply({ text: draft.trim(), enabled: e.target.value as ToolbarFilters['enabled'] })}>
            <option value="">{ot('common.allStatuses')}</option>
            <option value="true">{ot('common.on')}</option>
            <option value="false">{ot('common.off')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      <HStack gap="2">
        <Button type="submit" size="sm" variant="outline">
          <LuSearch aria-hidden="true" /> {ot('common.search')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={!filtered && draft === ''}
          onClick={() => {
            setDraft('');
            onApply({ text: '', enabled: '' });
          }}
        >
          <LuRotateCcw aria-hidden="true" /> {ot('common.reset')}
        </Button>
      </HStack>
    </chakra.form>
  );
}
