/**
 * A labelled group of checkboxes with its message below. Not a Chakra `Field`: a field gives its one id to every
 * input inside it, so each checkbox label would tick the first box.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface CheckGroupProps {
  label: string;
  required?: boolean;
  /** The message of a failed check (shown instead of the helper). */
  error?: string | undefined;
  helper?: ReactNode;
  children: ReactNode;
}

export function CheckGroup({ label, required, error, helper, children }: CheckGroupProps) {
  const id = useId();
  return (
    <Stack gap="1.5">
      <Text id={`${id}-label`} fontSize="sm" fontWeight="medium">
        {label}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden="true">
            {' *'}
          </Text>
        ) : null}
      </Text>
      <Stack gap="1" role="group" aria-labelledby={`${id}-label`} aria-invalid={error !== undefined} aria-describedby={`${id}-message`} borderWidth="1px" borderRadius="md" p="2" maxH="60" overflowY="auto">
        {children}
      </Stack>
      {error !== undefined ? (
        <Text id={`${id}-message`} fontSize="xs" color="fg.error">
          {error}
        </Text>
      ) : helper ? (
        <Text id={`${id}-message`} fontSize="xs" color="fg.muted">
          {helper}
        </Text>
      ) : null}
    </Stack>
  );
}
