/**
 * Dictionary wire shapes (eladmin `api/dict`, `api/dictDetail`).
 */
import { z } from 'zod';
import { idSchema } from './common';
import { commonMessage } from './refusals/common';

export const dictDetailSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  value: z.string(),
  dictSort: z.number().int(),
});
export type DictDetail = z.infer<typeof dictDetailSchema>;

export const dictSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  createTime: z.string().optional(),
});
export type Dict = z.infer<typeof dictSchema>;

/** `POST api/dict` body (dict:add → 201). `name` is unique, e.g. `user_status`. */
export const dictCreateBodySchema = z.object({
  name: z.string().trim().min(1, `name: ${commonMessage('REQUIRED')}`).max(255),
  description: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type DictCreateBody = z.infer<typeof dictCreateBodySchema>;

/** `PUT api/dict` body (dict:edit → 204). */
export const dictUpdateBodySchema = dictCreateBodySchema.extend({ id: idSchema });
export type DictUpdateBody = z.infer<typeof dictUpdateBodySchema>;

const detailFields = {
  label: z.string().trim().min(1, `label: ${commonMessage('REQUIRED')}`).max(255),
  value: z.string().trim().min(1, `value: ${commonMessage('REQUIRED')}`).max(255),
  dictSort: z.number().int().min(0).max(999_999).default(999),
};

/** `POST api/dictDetail` body (dict:add → 201): eladmin sends the owning dictionary as `dict: { id }`. */
export const dictDetailCreateBodySchema = z.object({
  ...detailFields,
  dict: z.object({ id: idSchema }, 'dict: the dictionary is required'),
});
export type DictDetailCreateBody = z.infer<typeof dictDetailCreateBodySchema>;

/** `PUT api/dictDetail` body (dict:edit → 204). */
export const dictDetailUpdateBodySchema = z.object({ id: idSchema, ...detailFields });
export type DictDetailUpdateBody = z.infer<typeof dictDetailUpdateBodySchema>;
