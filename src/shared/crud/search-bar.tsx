/**
 * The search row of a list: a text search, optionally an on/off filter and further filters of the page (`children`,
 * given the applied filters and `apply`), then Search and Reset. The text applies on Search (or Enter), with the
 * page's own draft fields (`onSearch`, which may refuse); a select at once; Reset clears every filter.
 */
import { Button, HStack, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useCrudT } from './i18n/crud-locale';
import type { ListFilters } from './use-list-url';

/** What the bar reads of the list ({@link CrudList}). */
export interface SearchBarList<Filters extends ListFilters> {
  filters: Filters;
  applyFilters: (filters: Filters) => void;
  filtered: boolean;
}

/** Props of {@link SearchBar}. */
export interface SearchBarProps<Filters extends ListFilters> {
  list: SearchBarList<Filters>;
  /** The filter the text search fills (`name`, `blurry`). */
  text: keyof Filters & string;
  /** The search box's accessible name ('Job name'). */
  searchLabel: string;
  placeholder: string;
  /** The filter of an on/off select ('' | 'true' | 'false'), when the list has one. */
  status?: keyof Filters & string;
  /** The on/off select's texts where the page words them otherwise ('State': 'Enabled' / 'Disabled'). */
  statusTexts?: { label: string; all: string; on: string; off: string };
  /** `text` for a plain text box (no search-field clear button); default `search`. */
  inputType?: 'search' | 'text';
  /** The page's draft fields that apply with the text on Search: their values, or null to refuse (a field says why). */
  onSearch?: () => Partial<Filters> | null;
  /** Clears the page's draft fields on Reset. */
  onReset?: () => void;
  /** Further filter controls, between the search box and the buttons. */
  children?: (slot: { filters: Filters; apply: (patch: Partial<Filters>) => void }) => ReactNode;
}

/** The search form (role search). */
export function SearchBar<Filters extends ListFilters>(props: SearchBarProps<Filters>) {
  const { list, text, searchLabel, placeholder, status, statusTexts, inputType = 'search', onSearch, onReset, children } = props;
  const { ft } = useCrudT();
  const texts = statusTexts ?? { label: ft('status'), all: ft('allStatuses'), on: ft('on'), off: ft('off') };
  const applied = list.filters[text] ?? '';
  const [draft, setDraft] = useState(applied);
  // The URL may change the applied text (Reset, a link): the box follows it.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const apply = (patch: Partial<Filters>) => list.applyFilters({ ...list.filters, [text]: draft.trim(), ...patch });
  const cleared = Object.fromEntries(Object.keys(list.filters).map((key) => [key, ''])) as Filters;
  return (
    <chakra.form
      role="search"
      aria-label={ft('filters')}
      display="flex"
      gap="2"
      flexWrap="wrap"
      alignItems="center"
      onSubmit={(e) => {
        e.preventDefault();
        const drafts = onSearch ? onSearch() : {};
        if (drafts !== null) apply(drafts);
      }}
      noValidate
    >
      <Input type={inputType} aria-label={searchLabel} placeholder={placeholder} value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" maxW="xs" />
      {status ? (
        <NativeSelect.Root size="sm" width="auto" minW="32">
          <NativeSelect.Field aria-label={texts.label} value={list.filters[status]} onChange={(e) => apply({ [status]: e.target.value } as Partial<Filters>)}>
            <option value="">{texts.all}</option>
            <option value="true">{texts.on}</option>
            <option value="false">{texts.off}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      {children?.({ filters: list.filters, apply })}
      <HStack gap="2">
        <Button type="submit" size="sm" variant="outline">
          <LuSearch aria-hidden="true" /> {ft('search')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={!list.filtered && draft === ''}
          onClick={() => {
            setDraft('');
            onReset?.();
            list.applyFilters(cleared);
          }}
        >
          <LuRotateCcw aria-hidden="true" /> {ft('reset')}
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** The allowed values of an on/off filter (for {@link CrudListOptions.choices}). */
export const STATUS_CHOICES = ['', 'true', 'false'] as const;
