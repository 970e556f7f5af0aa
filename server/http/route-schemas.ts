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

/** An empty answer (PUT → 204, DELETE → 200, eladmin style). */
export const emptyResponse = z.undefined();

/** The `blurry` multi-field search of eladmin lists. */
export const blurrySchema = z.string().trim().max(100).optional();
