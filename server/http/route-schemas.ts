/** Schema pieces shared by route modules. */
import { z } from 'zod';
import { apiErrorSchema } from '../../streams/contracts/common';

/** Error answers every private route may give. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** The 400 of a refused spreadsheet import (all rows or none): the error body with the problems by row. */
export const importRefusalSchema = z.object({
  status: z.number().int(),
  code: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  message: z.string(),
  timestamp: z.string(),
  errors: z.array(z.object({ row: z.number().int().optional(), field: z.string().nullable().optional(), message: z.string(), code: z.string().optional(), params: z.record(z.string(), z.unknown()).optional() })).optional(),
  errorCount: z.number().int().optional(),
});

/** An empty answer (PUT → 204, DELETE → 200, eladmin style). */
export const emptyResponse = z.undefined();

/** The `blurry` multi-field search of eladmin lists. */
export const blurrySchema = z.string().trim().max(100).optional();
