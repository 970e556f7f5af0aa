/** Shared look of the 401 and 404 pages of this feature. */
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';

export function ErrorScreen({ code, heading, text, action }: { code: string; heading: string; text: string; action: string }) {
  return (
    <Flex as="main" minH="70vh" align="center" justify="center" px="6">
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <Text fontSize="7xl" fontWeight="bold" lineHeight="1" color="brand.solid" aria-hidden="true">
          {code}
        </Text>
        <Heading as="h1" size="xl">
          {heading}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button asChild colorPalette="brand">
          <Link to="/dashboard">{action}</Link>
        </Button>
      </Stack>
    </Flex>
  );
}
