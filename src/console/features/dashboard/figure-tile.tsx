/**
 * One figure of the dashboard: its label, its value as a link to the list behind it, and, for a comparison, the value
 * of the period before with the change (green up, red down; for expired orders up is bad).
 */
import { Badge, Box, Card, HStack, Link, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface FigureTileProps {
  label: string;
  value: string;
  /** The exact value when `value` is rounded (1.2K). */
  title?: string;
  /** The list behind the figure. */
  to: string;
  /** The accessible name of the link (label, value and where it leads). */
  linkLabel: string;
  /** A line under the value (the period before, a hint). */
  note?: ReactNode;
  /** A signed change, e.g. `+12%`, and whether it is good news. */
  change?: { text: string; good: boolean } | null;
  loading?: boolean;
  testId?: string;
  size?: 'md' | 'lg';
}

export function FigureTile({ label, value, title, to, linkLabel, note, change, loading = false, testId, size = 'md' }: FigureTileProps) {
  return (
    <Card.Root size="sm" variant="outline" data-testid={testId} _hover={{ borderColor: 'brand.solid' }} transition="border-color 0.15s">
      <Card.Body gap="1" py="3" px="3">
        <Text fontSize="sm" color="fg.muted" lineClamp={2} title={label} lineHeight="1.3">
          {label}
        </Text>
        {loading ? (
          <Skeleton h="8" w="20" />
        ) : (
          <HStack gap="2" align="baseline" flexWrap="wrap">
            <Link asChild fontSize={size === 'lg' ? '3xl' : '2xl'} fontWeight="semibold" color="fg" lineHeight="1.2" _hover={{ color: 'brand.solid', textDecoration: 'underline' }}>
              <RouterLink to={to} aria-label={linkLabel} title={title}>
                {value}
              </RouterLink>
            </Link>
            {change ? (
              <Badge size="sm" variant="subtle" colorPalette={change.good ? 'green' : 'red'}>
                <bdi>{change.text}</bdi>
              </Badge>
            ) : null}
          </HStack>
        )}
        {note ? (
          <Box fontSize="xs" color="fg.subtle" minH="4">
            {note}
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
