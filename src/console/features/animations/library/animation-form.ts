/**
 * The library form's logic, apart from its view so it is tested on its own (name, type,
 * description, status, category, picture, resource):
 * - the form holds what inputs give ('' for an empty text or an unchosen type or file);
 * - {@link animationFormSchema} turns them into the body of `POST/PUT api/vehicleAnimations` (empty optional texts
 *   become null) and validates it with the contract's own `vehicleAnimationBodySchema`, so the messages are the
 *   server's words and every issue lands on the input of the same name;
 * - {@link toAnimationFormValues} reads a row of the list back into the form (the list has every field).
 */
import { z } from 'zod';
import {
  ANIMATION_TYPES,
  vehicleAnimationBodySchema,
  type AnimationTypeName,
  type VehicleAnimationBody,
  type VehicleAnimationRow,
} from '../../../../../streams/contracts/animations';

/** The form's values (see the module comment). */
export interface AnimationFormValues {
  name: string;
  /** '' until chosen. */
  type: AnimationTypeName | '';
  category: string;
  description: string;
  enabled: boolean;
  /** The uploaded picture's URL, '' for none. */
  pictureUrl: string;
  /** The uploaded resource's URL, '' for none. */
  resourceUrl: string;
}

/** The body the form sends (the contract schema's output). */
export type AnimationFormOutput = z.output<typeof vehicleAnimationBodySchema>;

/** A new animation: enabled, type to choose. */
export function animationDefaults(): AnimationFormValues {
  return { name: '', type: '', category: '', description: '', enabled: true, pictureUrl: '', resourceUrl: '' };
}

/** A row of the library as form values. */
export function toAnimationFormValues(row: VehicleAnimationRow): AnimationFormValues {
  return {
    name: row.name,
    type: row.type,
    category: row.category ?? '',
    description: row.description ?? '',
    enabled: row.enabled,
    pictureUrl: row.pictureUrl ?? '',
    resourceUrl: row.resourceUrl ?? '',
  };
}

/** '' (or spaces) → null: the contract stores "none" as null. */
const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

const formShape = z.object({
  name: z.string(),
  type: z.union([z.enum(ANIMATION_TYPES), z.literal('')]),
  category: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  pictureUrl: z.string(),
  resourceUrl: z.string(),
});

/** Form values in, the request body out, checked by the contract (see the module comment). */
export const animationFormSchema = formShape
  .transform(
    (values): VehicleAnimationBody => ({
      name: values.name,
      // An unchosen type reaches the contract as missing, which answers with its 'Please choose the animation type'
      // (the contract's schema checks it at run time; the cast only tells the types so).
      type: (values.type === '' ? undefined : values.type) as AnimationTypeName,
      category: orNull(values.category),
      description: orNull(values.description),
      enabled: values.enabled,
      pictureUrl: orNull(values.pictureUrl),
      resourceUrl: orNull(values.resourceUrl),
    }),
  )
  .pipe(vehicleAnimationBodySchema);

/** The form's field names, to put a server message that names one of them on it. */
export const ANIMATION_FORM_FIELDS = Object.keys(formShape.shape) as ReadonlyArray<keyof AnimationFormValues>;

/** True when `path` (from a server `field: message`) is one of the form's fields. */
export function isAnimationFormField(path: string | null): path is keyof AnimationFormValues {
  return path !== null && (ANIMATION_FORM_FIELDS as readonly string[]).includes(path);
}
