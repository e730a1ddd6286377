/** The tracking call of spec §3 and §7: POST /api/telemetry/tracking. */
import { z } from 'zod';
import { formTypeSchema } from '../schema/page.ts';
import { trackingKeyMaxLength, trackingValueMaxLength } from './tracking.ts';

/** Spec §3 tracking payload: a field's value once it is valid. */
export const trackingRequest = z.strictObject({
  formType: formTypeSchema,
  /** The field key start-cased with the spaces removed (see trackingFieldKey). */
  fieldKey: z
    .string()
    .regex(/^[A-Za-z0-9]+$/)
    .max(trackingKeyMaxLength),
  fieldValue: z.string().max(trackingValueMaxLength),
});
export type TrackingRequest = z.infer<typeof trackingRequest>;
