/**
 * The room page's building blocks: a titled panel (a section named by its heading), the failure notice
 * with its Retry button, and a figure (label above a number, the exact value on hover).
 */
import { Alert, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { LuRotateCcw } from 'react-icons/lu';
import { formatCount } from '@shared/utils/format-count';
import { useRoomTranslation } from '../i18n/use-room-translation';

/** Props of {@link Panel}. */
export interface PanelProps {
  title: string;
  /** Next to the title (a phase badge, a count…). */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
  gridColumn?: string | Record<string, string>;
}

/** A bordered section with its heading. */
export function Panel({ title, aside, children, testId, gridColumn }: PanelProps) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="md" p="4" minW="0" bg="bg" data-testid={testId} gridColumn={gridColumn}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="sm" id={headingId}>
          {title}
        </Heading>
        {aside}
      </Flex>
      {children}
    </Stack>
  );
}

/** A failed request: what failed ('Failed to check …') and a Retry button. */
export function PanelFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { rt } = useRoomTranslation();
  return (
    <Alert.Root status="error" role="alert" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      {onRetry ? (
        <Button size="xs" variant="outline" onClick={onRetry}>
          <LuRotateCcw aria-hidden="true" /> {rt('page.retry')}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

/** Props of {@link Figure}. */
export interface FigureProps {
  label: string;
  /** A number (shown compact, K from 1,000, M from 1,000,000), a text, or null for "—". */
  value: number | string | null;
  testId?: string;
  hint?: string;
  /** A smaller value (a date and time does not fit the number size in a narrow column). */
  small?: boolean;
}

/** A label over its value. */
export function Figure({ label, value, testId, hint, small = false }: FigureProps) {
  const text = value === null ? '—' : typeof value === 'number' ? formatCount(value) : value;
  return (
    <Box minW="0" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted" truncate title={hint ?? label}>
        {label}
      </Text>
      <Text
        fontSize={small ? 'sm' : 'xl'}
        lineHeight={small ? '1.75rem' : undefined}
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        title={typeof value === 'number' ? value.toLocaleString() : (value ?? undefined)}
        truncate
      >
        {text}
      </Text>
    </Box>
  );
}

/** A muted sentence in place of an empty list. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted" py="3" textAlign="center">
      {children}
    </Text>
  );
}
