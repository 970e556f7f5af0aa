/** The `<option>`s of a native select, one per choice; shared by the form, filter and picker selects. */

/** One choice of a select: the value sent and the words shown. */
export interface SelectOption {
  value: string;
  label: string;
}

/** The options in their order, each keyed by its value. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
