/**
 * Cells several tables share: a row's name in bold with its note (or description) under it, cut to one line with the
 * whole text on hover; a wire time, or a muted word ('Never') when there is none; a code text (a payload, a template)
 * on one line, cut, whole on hover. Names are user text, isolated with `<bdi>` so a right-to-left name does not
 * reorder the cell; code reads left to right.
 */
import { Code, Stack, Text } from '@chakra-ui/react';
import { WireTime } from '../ui/table-parts';

/** Props of {@link NameCell}. */
export interface NameCellProps {
  name: string;
  note: string | null;
  /** The cell's least width token (`40`), so a long note does not squeeze the name. */
  minW?: string;
}

/** The name, and the note under it when there is one. */
export function NameCell({ name, note, minW }: NameCellProps) {
  return (
    <Stack gap="0" minW={minW}>
      <Text fontWeight="medium">
        <bdi>{name}</bdi>
      </Text>
      {note ? (
        <Text fontSize="xs" color="fg.muted" lineClamp={1} title={note}>
          <bdi>{note}</bdi>
        </Text>
      ) : null}
    </Stack>
  );
}

/** `value` as the console writes times, or `missing` muted. */
export function TimeOr({ value, missing }: { value: string | null; missing: string }) {
  return value ? <WireTime value={value} /> : <Text color="fg.muted">{missing}</Text>;
}

/** `text` as code on one line, cut with an ellipsis (give the column a `maxW`), the whole text on hover. */
export function CodeCell({ text }: { text: string }) {
  return (
    <Code dir="ltr" fontSize="xs" display="block" whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" title={text}>
      {text}
    </Code>
  );
}
