/**
 * Pending marking (component 'CrmMarking'): a fast keyboard queue over the streamers whose availability is not
 * marked yet. One streamer is in focus (a card above the queue); 1…9 and 0 mark it with the availability the legend
 * shows, which is sent at once and moves the focus to the next; arrows or j/k move; u undoes the last mark. Every key
 * also has a button, and a row of the queue can be clicked to focus it.
 */
import { Avatar, Badge, Box, Button, Grid, HStack, Kbd, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuChevronDown, LuChevronUp, LuUndo2 } from 'react-icons/lu';
import { LoadError } from '@shared/crud/load-error';
import { PageCard } from '@shared/ui/page-card';
import { anchorName } from '../common/anchor-columns';
import { useAnchorLabels } from '../common/labels';
import { useCrmT } from '../i18n/use-crm-t';
import { MARK_KEYS, commandOf } from './marking-keys';
import { useMarkingQueue, type MarkingQueue } from './use-marking-queue';

/** Runs the queue's keys while the page is shown. */
function useMarkingKeys(queue: MarkingQueue) {
  // The listener is added once; it reads the queue of the last render.
  const latest = useRef(queue);
  latest.current = queue;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = commandOf(event);
      if (!command) return;
      event.preventDefault();
      const now = latest.current;
      if (command.kind === 'mark') now.mark(command.availability);
      else if (command.kind === 'move') now.move(command.by);
      else now.undo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/** The pending-marking queue page (see the module comment). */
export function MarkingPage() {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  const queue = useMarkingQueue();
  useMarkingKeys(queue);
  const { current } = queue;
  return (
    <PageCard title={ft('marking.title')} help={ft('marking.help')}>
      {queue.error ? <LoadError error={queue.error} onRetry={queue.retry} /> : null}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
        <Stack gap="4">
          {current ? (
            <Box borderWidth="1px" borderRadius="md" p="4" aria-live="polite" data-testid="marking-current">
              <HStack gap="3">
                <Avatar.Root size="lg">
                  <Avatar.Fallback name={anchorName(current)} />
                  {current.avatar ? <Avatar.Image src={current.avatar} alt="" /> : null}
                </Avatar.Root>
                <Stack gap="0.5" flex="1" minW="0">
                  <Text fontSize="lg" fontWeight="semibold">
                    <bdi>{anchorName(current)}</bdi>
                  </Text>
                  {current.uniqueId ? (
                    <Link href={`https://www.tiktok.com/@${encodeURIComponent(current.uniqueId)}`} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm">
                      @{current.uniqueId}
                    </Link>
                  ) : null}
                  <Text fontSize="sm" color="fg.muted">
                    {ft('fields.fans')}: {current.fans} · {ft('fields.highestDiamonds')}: {current.highestDiamonds} · {current.systemCountry ?? current.remarkCountry ?? ''}
                  </Text>
                </Stack>
                <Badge>{ft('marking.position', { index: queue.index + 1, total: queue.queue.length })}</Badge>
              </HStack>
            </Box>
          ) : (
            <Text color="fg.muted">{queue.loading ? null : ft('marking.empty')}</Text>
          )}
          <Stack gap="2" role="group" aria-label={ft('marking.legend')}>
            <Text fontWeight="medium">{ft('marking.legend')}</Text>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="2">
              {MARK_KEYS.map(([key, availability]) => (
                <Button key={key} size="sm" variant="outline" justifyContent="flex-start" disabled={!current} aria-keyshortcuts={key} onClick={() => queue.mark(availability)}>
                  <Kbd>{key}</Kbd> {labels.label('availability', availability)}
                </Button>
              ))}
            </Grid>
            <HStack gap="2">
              <Button size="sm" variant="ghost" aria-keyshortcuts="k ArrowUp" onClick={() => queue.move(-1)}>
                <LuChevronUp aria-hidden="true" /> {ft('marking.previous')} <Kbd>k</Kbd>
              </Button>
              <Button size="sm" variant="ghost" aria-keyshortcuts="j ArrowDown" onClick={() => queue.move(1)}>
                <LuChevronDown aria-hidden="true" /> {ft('marking.next')} <Kbd>j</Kbd>
              </Button>
              <Button size="sm" variant="ghost" aria-keyshortcuts="u" disabled={!queue.canUndo} onClick={queue.undo}>
                <LuUndo2 aria-hidden="true" /> {ft('marking.undo')} <Kbd>u</Kbd>
              </Button>
            </HStack>
          </Stack>
        </Stack>
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="xl">
          <Table.Root size="sm" interactive aria-label={ft('marking.queue')}>
            <Table.Body>
              {queue.queue.map((row, index) => (
                <Table.Row key={row.id} aria-current={index === queue.index ? 'true' : undefined} bg={index === queue.index ? 'brand.subtle' : undefined} cursor="pointer" onClick={() => queue.focus(index)}>
                  <Table.Cell>
                    <bdi>{anchorName(row)}</bdi>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{row.fans}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Grid>
    </PageCard>
  );
}
