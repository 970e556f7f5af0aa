/**
 * The frame of a console page: a heading, the page's rule as help text, optional actions on the heading's
 * line, then the content, in the console's white card.
 */
import { Box, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuInfo } from 'react-icons/lu';

/** Props of {@link PageCard}. */
export interface PageCardProps {
  title: string;
  /** The rule of this page, in one or two sentences. */
  help?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** Heading, help and content. */
export function PageCard({ title, help, actions, children }: PageCardProps) {
  return (
    <Stack gap="4" bg="bg" p="5" borderRadius="md" boxShadow="xs">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {actions ? (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </Flex>
      {help ? (
        <HStack align="start" gap="2" bg="bg.muted" borderRadius="md" px="3" py="2" data-testid="page-help">
          <Box as="span" color="brand.fg" mt="0.5" flexShrink={0}>
            <LuInfo aria-hidden="true" />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {help}
          </Text>
        </HStack>
      ) : null}
      {children}
    </Stack>
  );
}
