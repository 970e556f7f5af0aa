/**
 * Manual adjustment of one streamer's points in this page's stage: streamer, add or subtract, points (1–100,000),
 * reason. The contract's schema (koreaAdjustBodySchema) checks before sending and its messages show beside the field;
 * a server 400 naming a field (`score: …`) shows beside that field, any other refusal above the form, translated.
 * Only a stage that has started takes adjustments, which the form says instead of sending in vain. For holders of
 * `liveConfig:control`.
 */
import { Button, Field, HStack, Heading, Input, NativeSelect, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { koreaAdjustBodySchema, type KoreaAdjustBody } from '../../../../../streams/contracts/korea-pk';
import type { KoreaView } from '../../../../../streams/contracts/korea-view';
import type { KoreaStage } from '../../../../../streams/games/korea-pk';
import { useCan } from '@shared/auth/can';
import { InlineAlert } from '@shared/ui/inline-alert';
import { notifySuccess } from '@shared/ui/toaster';
import { badRequestMessage, koreaCommands, splitFieldMessage } from '../api/korea-api';
import { useKoreaT } from '../i18n/korea-pk-locale';
import { KOREA_PERMISSIONS } from './permissions';
import { useKoreaCommand } from './use-korea-command';

/** The form's inputs (text, as typed). */
interface AdjustValues {
  streamerId: string;
  score: string;
  direction: 'add' | 'subtract';
  reason: string;
}

const FIELDS = ['streamerId', 'score', 'direction', 'reason'] as const;

/** The form's schema: its text inputs through the contract's body schema, for `stage`. */
function adjustSchema(stage: KoreaStage) {
  return z
    .object({ streamerId: z.string(), score: z.string(), direction: z.enum(['add', 'subtract']), reason: z.string() })
    .transform((values): z.input<typeof koreaAdjustBodySchema> => ({ ...values, stage }))
    .pipe(koreaAdjustBodySchema);
}

/** Props of {@link KoreaAdjustForm}. */
export interface KoreaAdjustFormProps {
  view: GameView;
  korea: KoreaView;
  stage: KoreaStage;
}

export function KoreaAdjustForm({ view, korea, stage }: KoreaAdjustFormProps) {
  const { ft, rule, failure } = useKoreaT();
  const canControl = useCan(KOREA_PERMISSIONS.control);
  const adjust = useKoreaCommand(view.configId, koreaCommands.adjust);
  const [formError, setFormError] = useState<string | null>(null);
  const defaults = (streamerId = view.streamers[0]?.anchorId ?? ''): AdjustValues => ({ streamerId, score: '', direction: 'add', reason: '' });
  const { register, handleSubmit, setError, reset, formState } = useForm<AdjustValues, unknown, KoreaAdjustBody>({
    resolver: zodResolver(adjustSchema(stage)),
    defaultValues: defaults(),
  });
  if (!canControl) return null;

  const notStarted = korea.stages[stage].status === 'notStarted';
  const message = (text: string | undefined) => (text === undefined ? undefined : rule(text));
  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await adjust.mutateAsync(body);
      const name = view.streamers.find((s) => s.anchorId === body.streamerId)?.nickname ?? body.streamerId;
      notifySuccess(ft(body.direction === 'add' ? 'adjust.added' : 'adjust.subtracted', { name, score: body.score.toLocaleString() }));
      reset({ ...defaults(body.streamerId), direction: body.direction });
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path, text } = splitFieldMessage(refusal ?? '');
      const field = FIELDS.find((name) => name === path);
      if (refusal && field) setError(field, { type: 'server', message: text }, { shouldFocus: true });
      else setFormError(failure(error));
    }
  });
  const errors = formState.errors;
  const scoreError = message(errors.score?.message);
  const streamerError = message(errors.streamerId?.message);
  const reasonError = message(errors.reason?.message);
  const directionId = `korea-adjust-direction-${stage}`;
  return (
    <chakra.form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={ft('adjust.title')} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {ft('adjust.title')}
        </Heading>
        <InlineAlert text={notStarted ? ft('adjust.notStarted') : null} status="info" />
        <InlineAlert text={formError} />
        <Field.Root invalid={Boolean(streamerError)} required>
          <Field.Label>{ft('adjust.streamer')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register('streamerId')}>
              {view.streamers.map((streamer) => (
                <option key={streamer.anchorId} value={streamer.anchorId}>
                  {`${streamer.nickname} (${streamer.anchorId})`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{streamerError}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" align="start" wrap="wrap">
          <Field.Root w="auto">
            <Field.Label htmlFor={directionId}>{ft('adjust.direction')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id={directionId} {...register('direction')}>
                <option value="add">{ft('adjust.add')}</option>
                <option value="subtract">{ft('adjust.subtract')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={Boolean(scoreError)} required flex="1" minW="36">
            <Field.Label>{ft('adjust.score')}</Field.Label>
            <Input size="sm" inputMode="numeric" autoComplete="off" {...register('score')} />
            {scoreError ? <Field.ErrorText>{scoreError}</Field.ErrorText> : <Field.HelperText>{ft('adjust.scoreHint')}</Field.HelperText>}
          </Field.Root>
        </HStack>
        <Field.Root invalid={Boolean(reasonError)}>
          <Field.Label>{ft('adjust.reason')}</Field.Label>
          <Input size="sm" maxLength={200} autoComplete="off" {...register('reason')} />
          <Field.ErrorText>{reasonError}</Field.ErrorText>
        </Field.Root>
        <HStack justify="end">
          <Button type="submit" size="sm" colorPalette="brand" loading={adjust.isPending} disabled={notStarted}>
            {ft('adjust.submit')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
