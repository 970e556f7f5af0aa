/**
 * The control rule form's logic, apart from its view so it is tested on its own: the form holds what inputs give
 * (numbers as typed, the cooldown in seconds, '' for "any gift" / "no minimum" / "not chosen");
 * {@link ruleFormSchema} turns that into the body of `POST/PUT api/deviceRules` and validates it with the contract's
 * own schema, so the messages are the server's words; each lands on the input it concerns ({@link ruleFormField}).
 */
import { z } from 'zod';
import { deviceRuleBodySchema, type DeviceRuleBody, type DeviceRuleRow } from '../../../../../streams/contracts/devices';

export interface RuleFormValues {
  name: string;
  uniqueId: string;
  /** '' = any gift. */
  giftId: string;
  giftName: string;
  minCount: string;
  minDiamonds: string;
  commandId: string;
  deviceId: string;
  cooldownSeconds: string;
  enabled: boolean;
}

export const ruleDefaults = (): RuleFormValues => ({
  name: '',
  uniqueId: '',
  giftId: '',
  giftName: '',
  minCount: '',
  minDiamonds: '',
  commandId: '',
  deviceId: '',
  cooldownSeconds: '0',
  enabled: true,
});

export const toRuleFormValues = (row: DeviceRuleRow): RuleFormValues => ({
  name: row.name,
  uniqueId: row.uniqueId,
  giftId: row.giftId ?? '',
  giftName: row.giftName ?? '',
  minCount: row.minCount === null ? '' : String(row.minCount),
  minDiamonds: row.minDiamonds === null ? '' : String(row.minDiamonds),
  commandId: String(row.command.id),
  deviceId: String(row.device.id),
  cooldownSeconds: String(row.cooldownMs / 1_000),
  enabled: row.enabled,
});

const formShape = z.object({
  name: z.string(),
  uniqueId: z.string(),
  giftId: z.string(),
  giftName: z.string(),
  minCount: z.string(),
  minDiamonds: z.string(),
  commandId: z.string(),
  deviceId: z.string(),
  cooldownSeconds: z.string(),
  enabled: z.boolean(),
});

/** An optional number as typed: '' → null; anything else → Number (NaN for text, refused by the contract). */
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));
/** A chosen id: '' → undefined, which the contract refuses with its 'Please choose …'. */
const chosen = (text: string): number => (text === '' ? (undefined as unknown as number) : Number(text));

/** Form values in, the request body out, checked by the contract. */
export const ruleFormSchema = formShape
  .transform(
    (values): DeviceRuleBody => ({
      name: values.name,
      uniqueId: values.uniqueId,
      giftId: values.giftId.trim() === '' ? null : values.giftId,
      giftName: values.giftId.trim() === '' || values.giftName.trim() === '' ? null : values.giftName,
      minCount: optionalNumber(values.minCount),
      minDiamonds: optionalNumber(values.minDiamonds),
      // An unchosen command or device reaches the contract as missing (its message is 'Please choose …'); the cast
      // only tells the types so.
      commandId: chosen(values.commandId),
      deviceId: chosen(values.deviceId),
      cooldownMs: values.cooldownSeconds.trim() === '' ? 0 : Math.round(Number(values.cooldownSeconds) * 1_000),
      enabled: values.enabled,
    }),
  )
  .pipe(deviceRuleBodySchema);
export type RuleFormOutput = z.output<typeof ruleFormSchema>;

/** The form field a contract path belongs to. */
export function ruleFormField(path: string | null): keyof RuleFormValues | null {
  if (path === 'cooldownMs') return 'cooldownSeconds';
  return path !== null && Object.hasOwn(formShape.shape, path) ? (path as keyof RuleFormValues) : null;
}
