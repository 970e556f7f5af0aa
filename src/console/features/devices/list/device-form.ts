/**
 * The device form's logic, apart from its view so it is tested on its own: the form holds what inputs give ('' for an
 * empty text); {@link deviceFormSchema} turns that into the body of `POST/PUT api/devices` and validates it with the
 * contract's own `deviceBodySchema`, so the messages are the server's words and each lands on its input.
 */
import { z } from 'zod';
import { DEVICE_TYPES, deviceBodySchema, type DeviceBody, type DeviceRow, type DeviceType } from '../../../../../streams/contracts/devices';

/** The form's values. */
export interface DeviceFormValues {
  name: string;
  type: DeviceType;
  note: string;
  enabled: boolean;
}

/** A new device: a prop, enabled. */
export const deviceDefaults = (): DeviceFormValues => ({ name: '', type: 'prop', note: '', enabled: true });

/** A row of the list as form values. */
export const toDeviceFormValues = (row: DeviceRow): DeviceFormValues => ({ name: row.name, type: row.type, note: row.note ?? '', enabled: row.enabled });

const formShape = z.object({ name: z.string(), type: z.enum(DEVICE_TYPES), note: z.string(), enabled: z.boolean() });

/** Form values in, the request body out, checked by the contract. */
export const deviceFormSchema = formShape
  .transform((values): DeviceBody => ({ name: values.name, type: values.type, note: values.note.trim() === '' ? null : values.note, enabled: values.enabled }))
  .pipe(deviceBodySchema);
export type DeviceFormOutput = z.output<typeof deviceFormSchema>;
