/**
 * The search row of a list: a text search, optionally an on/off filter and further filters of the page (`children`,
 * given the applied filters, `apply`, and the form's `draft` with `edit`), then Search and Reset. The text applies on
 * Search (or Enter) with the drafts (and the page's own draft fields from `onSearch`, which may refuse), a select
 * given `apply` at once; Reset clears every filter.
 */
import { Button, HStack, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { SelectOptions } from '../ui/select-options';
import type { ListTexts } from './list-texts';
import { useCrudT } from './i18n/crud-locale';
import type { ListFilters } from './use-list-url';

/** What the bar reads of the list ({@link CrudList}). */
export interface SearchBarList<Filters extends ListFilters> {
  filters: Filters;
  applyFilters: (filters: Filters) => void;
  filtered: boolean;
}

/** What the page's own filter controls get. */
export interface SearchBarSlot<Filters extends ListFilters> {
  /** The filters the list shows. */
  filters: Filters;
  /** Applies the form with `patch` at once (a select). */
  apply: (patch: Partial<Filters>) => void;
  /** The form's values, applied on Search (a time range typed in two inputs). */
  draft: Filters;
  edit: (patch: Partial<Filters>) => void;
}

/** Props of {@link SearchBar}. */
export interface SearchBarProps<Filters extends ListFilters> {
  list: SearchBarList<Filters>;
  /** The filter the text search fills (`name`, `blurry`). */
  text: keyof Filters & string;
  /** The search box's accessible name ('Job name'); default the page's `texts.searchLabel`. */
  searchLabel?: string;
  /** Default the page's `texts.searchPlaceholder`, else the search label. */
  placeholder?: string;
  /** The page's texts, where the search box's name and placeholder come from unless given. */
  texts?: Partial<ListTexts>;
  /** The filter of an on/off select ('' | 'true' | 'false'), when the list has one. */
  status?: keyof Filters & string;
  /** The on/off select's texts where the page words them otherwise ('State': 'Enabled' / 'Disabled'). */
  statusTexts?: { label: string; all: string; on: string; off: string };
  /** `text` for a plain text box (no search-field clear button); default `search`. */
  inputType?: 'search' | 'text';
  /** The page's draft fields that apply with the text on Search: their values, or null to refuse (a field says why). */
  onSearch?: () => Partial<Filters> | null;
  /** The on/off select's accessible name; default 'Status' (or `statusTexts.label`). */
  statusLabel?: string;
  /** Whether the draft cannot be searched (an end before its start): Search is off then. */
  blocked?: (draft: Filters) => boolean;
  /** Called on Reset (the page's own draft fields, a filter kept outside the URL). */
  onReset?: () => void;
  /** Further filter controls, between the search box and the buttons. */
  children?: (slot: SearchBarSlot<Filters>) => ReactNode;
}

/** The search form (role search). */
export function SearchBar<Filters extends ListFilters>(props: SearchBarProps<Filters>) {
  const { list, text, texts: pageTexts, searchLabel = pageTexts?.searchLabel, placeholder = pageTexts?.searchPlaceholder ?? searchLabel, status, statusTexts, statusLabel, inputType = 'search', onSearch, onReset, children } = props;
  const { ft } = useCrudT();
  const texts = statusTexts ?? { label: statusLabel ?? ft('status'), all: ft('allStatuses'), on: ft('on'), off: ft('off') };
  const [draft, setDraftState] = useState<Filters>(list.filters);
  // The latest draft, also between two changes that come before the next render (a range's two days in one go).
  const latest = useRef(draft);
  const setDraft = (next: Filters) => {
    latest.current = next;
    setDraftState(next);
  };
  // The URL may change the applied filters (Reset, a link): the form follows them.
  const applied = JSON.stringify(list.filters);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(list.filters);
  }
  const edit = (patch: Partial<Filters>) => setDraft({ ...latest.current, ...patch });
  const apply = (patch: Partial<Filters>) => {
    const next = { ...latest.current, [text]: (latest.current[text] ?? '').trim(), ...patch };
    latest.current = next;
    list.applyFilters(next);
  };
  const cleared = Object.fromEntries(Object.keys(list.filters).map((key) => [key, ''])) as Filters;
  const clean = Object.values(draft).every((value) => value === '');
  const blocked = props.blocked?.(draft) ?? false;
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
        if (blocked) return;
        const drafts = onSearch ? onSearch() : {};
        if (drafts !== null) apply(drafts);
      }}
      noValidate
    >
      <Input type={inputType} aria-label={searchLabel} placeholder={placeholder} value={draft[text] ?? ''} onChange={(e) => edit({ [text]: e.target.value } as Partial<Filters>)} size="sm" maxW="xs" />
      {status ? (
        <FilterSelect
          label={texts.label}
          value={list.filters[status] ?? ''}
          allText={texts.all}
          options={[
            { value: 'true', label: texts.on },
            { value: 'false', label: texts.off },
          ]}
          onChange={(value) => apply({ [status]: value } as Partial<Filters>)}
        />
      ) : null}
      {children?.({ filters: list.filters, apply, draft, edit })}
      <HStack gap="2">
        <Button type="submit" size="sm" variant="outline" disabled={blocked}>
          <LuSearch aria-hidden="true" /> {ft('search')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={!list.filtered && clean}
          onClick={() => {
            setDraft(cleared);
            list.applyFilters(cleared);
            onReset?.();
          }}
        >
          <LuRotateCcw aria-hidden="true" /> {ft('reset')}
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps {
  /** The select's accessible name ('Device'). */
  label: string;
  value: string;
  /** The first option, no filter ('All devices'). */
  allText: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  /** The least width token; default `32`. */
  minW?: string;
}

/** A filter's select: 'All …' (value '') then the options; for {@link SearchBar}'s children. */
export function FilterSelect({ label, value, allText, options, onChange, minW = '32' }: FilterSelectProps) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW={minW}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allText}</option>
        <SelectOptions options={options} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The allowed values of an on/off filter (for {@link CrudListOptions.choices}). */
export const STATUS_CHOICES = ['', 'true', 'false'] as const;
