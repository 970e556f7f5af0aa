/**
 * The stage weights (percent per stage, 0–1,000, 100 = as scored): `PUT …/weights`, checked first with the
 * contract's schema; a message shows beside its stage's field (the schema's or the server's `solo: …`), anything
 * else above the form. For holders of `liveConfig:control`; others see the weights in the table's headers.
 */
import { Button, Field, HStack, Heading, Input, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { KoreaView } from '../../../../../streams/contracts/korea-view';
import { KOREA_STAGES, koreaWeightsSchema, type KoreaStage, type KoreaWeights } from '../../../../../streams/games/korea-pk';
import { useCan } from '@shared/auth/can';
import { InlineAlert } from '@shared/ui/inline-alert';
import { notifySuccess } from '@shared/ui/toaster';
import { badRequestMessage, koreaCommands, splitFieldMessage } from '../api/korea-api';
import { KOREA_PERMISSIONS } from '../common/permissions';
import { useKoreaCommand } from '../common/use-korea-command';
import { useKoreaT } from '../i18n/korea-pk-locale';

type WeightValues = Record<KoreaStage, string>;

/** Text inputs → numbers → the contract's weights. */
const weightsFormSchema = z
  .object({ double: z.string(), solo: z.string(), team: z.string() })
  // Blank is not a number (NaN): the schema's weight message says what is wanted rather than a default filling it in.
  .transform((values): z.input<typeof koreaWeightsSchema> => {
    const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
    return { double: number(values.double), solo: number(values.solo), team: number(values.team) };
  })
  .pipe(koreaWeightsSchema);

export function WeightsForm({ eventId, korea }: { eventId: number; korea: KoreaView }) {
  const { ft, rule, failure } = useKoreaT();
  const canControl = useCan(KOREA_PERMISSIONS.control);
  const save = useKoreaCommand(eventId, koreaCommands.weights);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<WeightValues, unknown, KoreaWeights>({
    resolver: zodResolver(weightsFormSchema),
    defaultValues: { double: String(korea.weights.double), solo: String(korea.weights.solo), team: String(korea.weights.team) },
  });
  if (!canControl) return null;
  const onSubmit = handleSubmit(async (weights) => {
    setFormError(null);
    try {
      await save.mutateAsync(weights);
      notifySuccess(ft('total.weightsSaved'));
    } catch (error) {
      const refusal = badRequestMessage(error);
      const { path, text } = splitFieldMessage(refusal ?? '');
      const field = KOREA_STAGES.find((stage) => stage === path?.replace(/^weights\./, ''));
      if (refusal && field) setError(field, { type: 'server', message: text }, { shouldFocus: true });
      else setFormError(failure(error));
    }
  });
  return (
    <chakra.form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={ft('total.weights')} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {ft('total.weights')}
        </Heading>
        <InlineAlert text={formError} />
        <HStack gap="3" align="start" wrap="wrap">
          {KOREA_STAGES.map((stage) => {
            const error = formState.errors[stage]?.message;
            return (
              <Field.Root key={stage} invalid={Boolean(error)} flex="1" minW="28">
                <Field.Label>{ft(`common.stages.${stage}`)}</Field.Label>
                <Input size="sm" inputMode="numeric" autoComplete="off" {...register(stage)} />
                {error ? <Field.ErrorText>{rule(error)}</Field.ErrorText> : <Field.HelperText>{ft('total.weightHint')}</Field.HelperText>}
              </Field.Root>
            );
          })}
        </HStack>
        <HStack justify="end">
          <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending}>
            {ft('total.saveWeights')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
