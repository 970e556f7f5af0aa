/**
 * The event's add/edit drawer: name, host streamer (source + @uniqueId), attribution and minimum gift value; teams
 * (ID, name, colour); selected gifts (ID, name, price in diamonds); streamers (TikTok ID, nickname, avatar URL, team,
 * their gift IDs); the double PK pairs; the solo order and turn length; the timed stages' durations; the weights. The
 * contract's schema and the Korea rules check it first (event-form.ts); every message, the server's 400 included,
 * shows beside its field in the user's language. Editing loads the event's detail first.
 */
import { Box, Button, Field, Fieldset, Grid, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { get, useFieldArray, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { KoreaEventRow } from '../../../../../streams/contracts/korea-pk';
import { KOREA_STAGES } from '../../../../../streams/games/korea-pk';
import { FormDrawer } from '@shared/crud/form-drawer';
import { SourceKindSelect } from '@shared/live/source-kind-select';
import { eventsApi, getEvent, koreaKeys } from '../api/korea-api';
import { useKoreaT } from '../i18n/korea-pk-locale';
import { eventFormSchema, eventValues, newEventValues, type EventBody, type EventFormValues } from './event-form';

type Form = UseFormReturn<EventFormValues, unknown, EventBody>;

/** Every distinct message under an error node (an array field's own, its rows', its items'). */
function messagesIn(node: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 6) return;
    const record = value as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message !== '') found.push(record.message);
    for (const [key, child] of Object.entries(record)) if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types') visit(child, depth + 1);
  };
  visit(node, 0);
  return [...new Set(found)];
}

/** A labelled input with the messages of its path (and of what lies under it) beside it. */
function KField({ form, name, label, helper, children }: { form: Form; name: string; label: string; helper?: string; children: ReactNode }) {
  const { rule } = useKoreaT();
  const messages = messagesIn(get(form.formState.errors, name)).map(rule);
  return (
    <Field.Root invalid={messages.length > 0}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      {children}
      {messages.length > 0 ? <Field.ErrorText>{messages.join(' ')}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

function TextInput({ form, name, label, helper, type = 'text' }: { form: Form; name: Path<EventFormValues>; label: string; helper?: string; type?: 'text' | 'color' }) {
  return (
    <KField form={form} name={name} label={label} helper={helper}>
      <Input size="sm" autoComplete="off" type={type} {...form.register(name)} />
    </KField>
  );
}

function NumberInput({ form, name, label, helper }: { form: Form; name: Path<EventFormValues>; label: string; helper?: string }) {
  return (
    <KField form={form} name={name} label={label} helper={helper}>
      <Input size="sm" inputMode="numeric" autoComplete="off" {...form.register(name, { valueAsNumber: true })} />
    </KField>
  );
}

function Section({ legend, add, children }: { legend: string; add?: { label: string; onClick: () => void }; children: ReactNode }) {
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between">
        <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
        {add ? (
          <Button size="xs" variant="outline" onClick={add.onClick}>
            <LuPlus aria-hidden="true" /> {add.label}
          </Button>
        ) : null}
      </HStack>
      <Stack gap="3">{children}</Stack>
    </Fieldset.Root>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={label} onClick={onClick} alignSelf="end">
      <LuTrash2 />
    </IconButton>
  );
}

function Fields({ form }: { form: Form }) {
  const { ft, rule } = useKoreaT();
  const teams = useFieldArray({ control: form.control, name: 'korea.teams' });
  const gifts = useFieldArray({ control: form.control, name: 'gifts' });
  const streamers = useFieldArray({ control: form.control, name: 'streamers' });
  const pairs = useFieldArray({ control: form.control, name: 'korea.double.pairs' });
  const teamRows = useWatch({ control: form.control, name: 'korea.teams' });
  const streamerRows = useWatch({ control: form.control, name: 'streamers' });
  const streamerOptions = (streamerRows ?? []).filter((s) => s.anchorId.trim() !== '');
  // An array's own message (too many, too few, a duplicate team) sits on the node or its `root`, not on a row.
  const arrayMessage = (name: string): string[] => {
    const node = get(form.formState.errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
    const own = node?.message ?? node?.root?.message;
    return typeof own === 'string' && own !== '' ? [rule(own)] : [];
  };
  return (
    <Stack gap="4">
      <Section legend={ft('form.basics')}>
        <TextInput form={form} name="name" label={ft('form.name')} />
        <Grid templateColumns="1fr 1fr" gap="3">
          <KField form={form} name="room.source" label={ft('form.hostSource')}>
            <SourceKindSelect registration={form.register('room.source')} />
          </KField>
          <TextInput form={form} name="room.uniqueId" label={ft('form.hostUniqueId')} />
          <KField form={form} name="attribution" label={ft('form.attribution')}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...form.register('attribution')}>
                <option value="gift">{ft('form.attributions.gift')}</option>
                <option value="receiver">{ft('form.attributions.receiver')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </KField>
          <NumberInput form={form} name="minGiftValue" label={ft('form.minGiftValue')} />
        </Grid>
      </Section>

      <Section legend={ft('form.teams')} add={{ label: ft('form.addTeam'), onClick: () => teams.append({ id: `team${teams.fields.length + 1}`, name: '', color: '#718096' }) }}>
        {arrayMessage('korea.teams').map((m) => (
          <Text key={m} color="fg.error" fontSize="sm">
            {m}
          </Text>
        ))}
        {teams.fields.map((field, index) => (
          <HStack key={field.id} align="start" gap="2" role="group" aria-label={`${ft('form.teams')} ${index + 1}`}>
            <TextInput form={form} name={`korea.teams.${index}.id`} label={ft('form.teamId')} />
            <TextInput form={form} name={`korea.teams.${index}.name`} label={ft('form.teamName')} />
            <Box w="20" flexShrink={0}>
              <TextInput form={form} name={`korea.teams.${index}.color`} label={ft('form.teamColor')} type="color" />
            </Box>
            <RemoveButton label={ft('form.removeTeam', { index: index + 1 })} onClick={() => teams.remove(index)} />
          </HStack>
        ))}
      </Section>

      <Section legend={ft('form.gifts')} add={{ label: ft('form.addGift'), onClick: () => gifts.append({ giftId: '', giftName: '', price: 1 }) }}>
        {gifts.fields.map((field, index) => (
          <HStack key={field.id} align="start" gap="2" role="group" aria-label={`${ft('form.gifts')} ${index + 1}`}>
            <TextInput form={form} name={`gifts.${index}.giftId`} label={ft('form.giftId')} />
            <TextInput form={form} name={`gifts.${index}.giftName`} label={ft('form.giftName')} />
            <NumberInput form={form} name={`gifts.${index}.price`} label={ft('form.price')} />
            <RemoveButton label={ft('form.removeGift', { index: index + 1 })} onClick={() => gifts.remove(index)} />
          </HStack>
        ))}
      </Section>

      <Section
        legend={ft('form.streamers')}
        add={{ label: ft('form.addStreamer'), onClick: () => streamers.append({ anchorId: '', nickname: '', avatarUrl: '', teamId: teamRows?.[0]?.id ?? '', gifts: '' }) }}
      >
        {arrayMessage('streamers').map((m) => (
          <Text key={m} color="fg.error" fontSize="sm">
            {m}
          </Text>
        ))}
        {streamers.fields.map((field, index) => (
          <Stack key={field.id} gap="2" borderWidth="1px" borderRadius="md" p="2" role="group" aria-label={`${ft('form.streamers')} ${index + 1}`}>
            <HStack align="start" gap="2">
              <TextInput form={form} name={`streamers.${index}.anchorId`} label={ft('form.anchorId')} />
              <TextInput form={form} name={`streamers.${index}.nickname`} label={ft('form.nickname')} />
              <RemoveButton label={ft('form.removeStreamer', { index: index + 1 })} onClick={() => streamers.remove(index)} />
            </HStack>
            <HStack align="start" gap="2">
              <TextInput form={form} name={`streamers.${index}.avatarUrl`} label={ft('form.avatarUrl')} />
              <KField form={form} name={`streamers.${index}.teamId`} label={ft('form.streamerTeam')}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...form.register(`streamers.${index}.teamId`)}>
                    <option value="">{ft('form.choose')}</option>
                    {(teamRows ?? []).map((team, i) => (
                      <option key={`${team.id}-${i}`} value={team.id}>
                        {team.name || team.id}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </KField>
            </HStack>
            <TextInput form={form} name={`streamers.${index}.gifts`} label={ft('form.streamerGifts')} />
          </Stack>
        ))}
      </Section>

      <Section legend={ft('form.pairs')} add={{ label: ft('form.addPair'), onClick: () => pairs.append({ a: '', b: '' }) }}>
        {pairs.fields.map((field, index) => (
          <HStack key={field.id} align="start" gap="2" role="group" aria-label={`${ft('form.pairs')} ${index + 1}`}>
            {(['a', 'b'] as const).map((side) => (
              <KField key={side} form={form} name={`korea.double.pairs.${index}.${side}`} label={ft(side === 'a' ? 'form.pairA' : 'form.pairB')}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...form.register(`korea.double.pairs.${index}.${side}`)}>
                    <option value="">{ft('form.choose')}</option>
                    {streamerOptions.map((s, i) => (
                      <option key={`${s.anchorId}-${i}`} value={s.anchorId}>
                        {s.nickname ? `${s.nickname} (${s.anchorId})` : s.anchorId}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </KField>
            ))}
            <RemoveButton label={ft('form.removePair', { index: index + 1 })} onClick={() => pairs.remove(index)} />
          </HStack>
        ))}
        <NumberInput form={form} name="korea.double.durationSeconds" label={ft('form.doubleSeconds')} />
      </Section>

      <Section legend={ft('common.stages.solo')}>
        <TextInput form={form} name="korea.solo.order" label={ft('form.soloOrder')} />
        <NumberInput form={form} name="korea.solo.turnSeconds" label={ft('form.turnSeconds')} />
      </Section>

      <Section legend={ft('common.stages.team')}>
        <NumberInput form={form} name="korea.team.durationSeconds" label={ft('form.teamSeconds')} />
      </Section>

      <Section legend={ft('form.weights')}>
        <Grid templateColumns="repeat(3, 1fr)" gap="3">
          {KOREA_STAGES.map((stage) => (
            <NumberInput key={stage} form={form} name={`korea.weights.${stage}`} label={ft(`common.stages.${stage}`)} />
          ))}
        </Grid>
      </Section>
    </Stack>
  );
}

/** Adds an event (`target` 'new') or edits `target` (its detail loaded first). */
export function EventDrawer({ target, onClose }: { target: KoreaEventRow | 'new'; onClose: () => void }) {
  const { ft, t } = useKoreaT();
  const editing = target === 'new' ? undefined : target;
  const create = eventsApi.useCreate();
  const update = eventsApi.useUpdate();
  const detail = useQuery({
    queryKey: koreaKeys.detail(editing?.id ?? 0),
    queryFn: ({ signal }) => getEvent(editing?.id ?? 0, signal),
    enabled: editing !== undefined,
  });
  // One object per loaded detail: the drawer takes new values as a reset.
  const values = useMemo(() => (editing && detail.data ? eventValues(detail.data) : undefined), [editing, detail.data]);
  return (
    <FormDrawer<EventFormValues, EventBody>
      title={editing ? ft('events.editTitle') : ft('events.createTitle')}
      schema={eventFormSchema}
      defaultValues={newEventValues()}
      values={values}
      loading={editing !== undefined && !detail.data}
      size="xl"
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ ...body, id: editing.id });
        else await create.mutateAsync(body);
      }}
      successText={t(editing ? 'common.editSuccess' : 'common.addSuccess')}
      onClose={onClose}
    >
      {(form) => (
        <>
          {editing && detail.isPending ? <Text fontSize="sm">{ft('events.loadingDetail')}</Text> : null}
          {editing && detail.isError ? <Text color="fg.error">{ft('common.loadFailed')}</Text> : null}
          <Fields form={form} />
        </>
      )}
    </FormDrawer>
  );
}
