/**
 * The time range of the log lists: two `datetime-local` inputs whose values apply with the search (both ends or none,
 * the start not after the end; the problem said under them). {@link useRangeDraft} holds what is typed;
 * {@link RangeInputs} shows it.
 */
import { Field, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLogsT } from '../i18n/use-logs-t';
import { localInputOfWire, rangeProblem, wireOfLocalInput } from './range';

/** The typed range, and what the list's SearchBar calls on Search and Reset. */
export interface RangeDraft {
  from: string;
  to: string;
  setFrom: (value: string) => void;
  setTo: (value: string) => void;
  problem: ReturnType<typeof rangeProblem>;
  /** The range as filters (wire dates), or null when it is refused (the problem shows). */
  take: () => { from: string; to: string } | null;
  clear: () => void;
}

/** The draft, starting from the applied range (`from`/`to` wire dates, as the address holds them). */
export function useRangeDraft(applied: { from: string; to: string }): RangeDraft {
  const [from, setFrom] = useState(() => localInputOfWire(applied.from));
  const [to, setTo] = useState(() => localInputOfWire(applied.to));
  const [problem, setProblem] = useState<RangeDraft['problem']>(null);
  return {
    from,
    to,
    setFrom,
    setTo,
    problem,
    take: () => {
      const found = rangeProblem(from, to);
      setProblem(found);
      return found ? null : { from: wireOfLocalInput(from), to: wireOfLocalInput(to) };
    },
    clear: () => {
      setFrom('');
      setTo('');
      setProblem(null);
    },
  };
}

/** From – To, with the problem under them. */
export function RangeInputs({ range }: { range: RangeDraft }) {
  const { ft } = useLogsT();
  return (
    <Field.Root width="auto" invalid={range.problem !== null}>
      <HStack gap="2">
        <Input type="datetime-local" step="1" size="sm" width="auto" aria-label={ft('common.from')} value={range.from} onChange={(e) => range.setFrom(e.target.value)} />
        <Text aria-hidden="true" color="fg.muted">
          –
        </Text>
        <Input type="datetime-local" step="1" size="sm" width="auto" aria-label={ft('common.to')} value={range.to} onChange={(e) => range.setTo(e.target.value)} />
      </HStack>
      {range.problem ? <Field.ErrorText>{ft(`common.${range.problem}`)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
