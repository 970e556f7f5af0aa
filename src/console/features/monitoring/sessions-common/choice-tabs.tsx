/**
 * A row of exclusive choices (range, metric) as a segmented control: one tab stop, arrow keys move the choice, the
 * group named by `label` for screen readers.
 */
import { SegmentGroup } from '@chakra-ui/react';

/** Props of {@link ChoiceTabs}. */
export interface ChoiceTabsProps<V extends string> {
  label: string;
  value: V;
  items: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** The choices. */
export function ChoiceTabs<V extends string>({ label, value, items, onChange }: ChoiceTabsProps<V>) {
  return (
    <SegmentGroup.Root
      size="sm"
      value={value}
      aria-label={label}
      onValueChange={(e) => {
        const next = items.find((item) => item.value === e.value);
        if (next) onChange(next.value);
      }}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={items.map((item) => ({ value: item.value, label: item.label }))} />
    </SegmentGroup.Root>
  );
}
