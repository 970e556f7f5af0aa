/**
 * Manual score adjustment (README "Manual adjustments"): streamer, score, add or subtract, reason. The
 * shared schema checks before sending and its messages show beside the field; the server's refusal shows beside
 * the field it names (`score: …`) or above the form (e.g. 'The round has not started, so scores cannot be
 * adjusted.'). Accepted only while a round is collecting, which the form says instead of sending in vain.
 * The scoreboard beside it moves with the answer.
 */
import { Button, Field, HStack, Heading, Input, NativeSelect, SegmentGroup, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import type { ScoreAdjustment } from '../../../../../streams/games/score-ledger';
import { useCan } from '@shared/auth/can';
import { notifySuccess } from '@shared/ui/toaster';
import { useAdjustScore } from '../api/adjust-score';
import { adjustDefaults, adjustFieldOf, adjustFormSchema, type AdjustFormValues } from './adjust-form-schema';
import { badRequestMessage, splitFieldMessage } from './messages';
import { LIVE_CONFIG_PERMISSIONS } from './permissions';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { InlineAlert } from '@shared/ui/inline-alert';

/** Props of {@link AdjustForm}. */
export interface AdjustFormProps {
  view: GameView;
  /** Flower game: each increase at most 200 (sent as `flower: true`, checked here too). */
  flower?: boolean;
  /** Heading; "Adjust score" by default. */
  title?: string;
}

/** The form, for holders of `liveConfig:control`. */
export function AdjustForm({ view, flower = false, title }: AdjustFormProps) {
  const { lt, rule, failure } = useLcTranslation();
  const canControl = useCan(LIVE_CONFIG_PERMISSIONS.control);
  const adjust = useAdjustScore(view.configId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AdjustFormValues, unknown, ScoreAdjustment>({
    resolver: zodResolver(adjustFormSchema(flower)),
    defaultValues: adjustDefaults(view.streamers[0]?.anchorId),
  });
  if (!canControl) return null;

  const status = view.round.status;
  const closedNotice =
    status === 'notStarted' ? lt('rules.adjust.notStarted') : status === 'ended' ? lt('rules.round.ended') : null;
  const message = (text: string | undefined) => (text === undefined ? undefined : rule(text));

  const onSubmit = handleSubmit(async (adjustment) => {
    setFormError(null);
    try {
      await adjust.mutateAsync({ ...adjustment, flower });
      const name = view.streamers.find((s) => s.anchorId === adjustment.streamerId)?.nickname ?? adjustment.streamerId;
      notifySuccess(
        lt(adjustment.direction === 'add' ? 'adjust.added' : 'adjust.subtracted', { name, score: adjustment.score.toLocaleString() }),
      );
      reset({ ...adjustDefaults(adjustment.streamerId), direction: adjustment.direction });
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path, text } = splitFieldMessage(refusal ?? '');
      const field = adjustFieldOf(path);
      if (refusal && field) setError(field, { type: 'server', message: text }, { shouldFocus: true });
      else setFormError(failure(error));
    }
  });

  const scoreError = message(errors.score?.message);
  const streamerError = message(errors.streamerId?.message);
  const reasonError = message(errors.reason?.message);
  return (
    <chakra.form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title ?? lt('adjust.title')} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {title ?? lt('adjust.title')}
        </Heading>
        <InlineAlert text={closedNotice} status="info" />
        <InlineAlert text={formError} />
        <Field.Root invalid={Boolean(streamerError)} required>
          <Field.Label>{lt('adjust.streamer')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register('streamerId')}>
              {view.streamers.map((streamer) => (
                <option key={streamer.anchorId} value={streamer.anchorId}>
                  {lt('adjust.streamerOption', { name: streamer.nickname, id: streamer.anchorId })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{streamerError}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" align="start" wrap="wrap">
          <Field.Root invalid={Boolean(scoreError)} required flex="1" minW="36">
            <Field.Label>{lt('adjust.score')}</Field.Label>
            <Input size="sm" inputMode="numeric" autoComplete="off" {...register('score')} />
            {scoreError ? (
              <Field.ErrorText>{scoreError}</Field.ErrorText>
            ) : (
              <Field.HelperText>{lt(flower ? 'adjust.flowerHint' : 'adjust.scoreHint')}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label id={`adjust-direction-${view.configId}`}>{lt('adjust.direction')}</Field.Label>
            <Controller
              control={control}
              name="direction"
              render={({ field }) => (
                <SegmentGroup.Root
                  size="sm"
                  value={field.value}
                  onValueChange={(e) => field.onChange(e.value === 'subtract' ? 'subtract' : 'add')}
                  aria-labelledby={`adjust-direction-${view.configId}`}
                >
                  <SegmentGroup.Indicator />
                  <SegmentGroup.Items items={[{ value: 'add', label: lt('adjust.add') }, { value: 'subtract', label: lt('adjust.subtract') }]} />
                </SegmentGroup.Root>
              )}
            />
          </Field.Root>
        </HStack>
        <Field.Root invalid={Boolean(reasonError)}>
          <Field.Label>{lt('adjust.reason')}</Field.Label>
          <Input size="sm" maxLength={200} autoComplete="off" {...register('reason')} />
          <Field.ErrorText>{reasonError}</Field.ErrorText>
        </Field.Root>
        <HStack justify="end">
          <Button type="submit" size="sm" colorPalette="brand" loading={adjust.isPending} disabled={status !== 'collecting'}>
            {lt('adjust.submit')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
