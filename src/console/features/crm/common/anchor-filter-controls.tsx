/**
 * The streamer lists' filter controls, for a {@link SearchBar}'s children: selects that apply at once (progress,
 * availability, check result, guild status, live, gender, operator, due) and inputs applied with Search (country,
 * label, the follower and diamond ranges, the creation days). A page shows the ones its view needs.
 */
import { Checkbox, Input } from '@chakra-ui/react';
import { FilterSelect, type SearchBarSlot } from '@shared/crud/search-bar';
import { useCan } from '@shared/auth/can';
import { useOperators } from '../api/anchors-api';
import { useCrmT } from '../i18n/use-crm-t';
import type { AnchorFilterName, AnchorFilters } from './anchor-filters';
import { useAnchorLabels, type LabelGroup } from './labels';

/** The select filters and the label group of their options. */
const SELECTS: ReadonlyArray<[AnchorFilterName, LabelGroup]> = [
  ['progress', 'progress'],
  ['availability', 'availability'],
  ['checkResult', 'checkResult'],
  ['status', 'guildStatus'],
  ['liveStatus', 'live'],
  ['gender', 'gender'],
];

/** The text and number inputs, applied with Search. */
const INPUTS: ReadonlyArray<[AnchorFilterName, 'text' | 'number' | 'date']> = [
  ['country', 'text'],
  ['label', 'text'],
  ['fansMin', 'number'],
  ['fansMax', 'number'],
  ['diamondsMin', 'number'],
  ['diamondsMax', 'number'],
  ['createFrom', 'date'],
  ['createTo', 'date'],
];

/** Props of {@link AnchorFilterControls}. */
export interface AnchorFilterControlsProps {
  slot: SearchBarSlot<AnchorFilters>;
  /** The filters this page shows; default all. */
  show?: readonly AnchorFilterName[];
}

/** The controls of the filters in `show`. */
export function AnchorFilterControls({ slot, show }: AnchorFilterControlsProps) {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  const mayAllocate = useCan('anchor:allocate');
  const operators = useOperators(mayAllocate && (show?.includes('operatorId') ?? true));
  const shown = (name: AnchorFilterName) => !show || show.includes(name);
  const filterLabel = (name: AnchorFilterName) => ft(`filters.${name === 'operatorId' ? 'operator' : name}`);
  return (
    <>
      {SELECTS.filter(([name]) => shown(name)).map(([name, group]) => (
        <FilterSelect key={name} label={filterLabel(name)} value={slot.filters[name]} allText={`${filterLabel(name)}: ${ft('filters.all')}`} options={labels.options(group)} onChange={(value) => slot.apply({ [name]: value })} />
      ))}
      {shown('operatorId') && operators.data ? (
        <FilterSelect
          label={filterLabel('operatorId')}
          value={slot.filters.operatorId}
          allText={`${filterLabel('operatorId')}: ${ft('filters.all')}`}
          options={[{ value: '0', label: ft('common.notAllocated') }, ...operators.data.map((operator) => ({ value: String(operator.id), label: operator.name }))]}
          onChange={(value) => slot.apply({ operatorId: value })}
        />
      ) : null}
      {INPUTS.filter(([name]) => shown(name)).map(([name, type]) => (
        <Input
          key={name}
          size="sm"
          type={type}
          min={type === 'number' ? 0 : undefined}
          w={type === 'text' ? '32' : type === 'number' ? '28' : '40'}
          aria-label={filterLabel(name)}
          placeholder={filterLabel(name)}
          title={filterLabel(name)}
          value={slot.draft[name]}
          onChange={(e) => slot.edit({ [name]: e.target.value })}
        />
      ))}
      {shown('due') ? (
        <Checkbox.Root size="sm" checked={slot.filters.due === 'true'} onCheckedChange={(e) => slot.apply({ due: e.checked === true ? 'true' : '' })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{ft('filters.dueOnly')}</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </>
  );
}
