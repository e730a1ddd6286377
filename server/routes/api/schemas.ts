import { z } from 'zod';
import { errorResponse } from '#pages-config/api/contract.ts';

/** Request schema of a call that takes no query (unknown parameters, e.g. cache busters, are dropped). */
export const noQuery = z.object({});

/** Response schemas of a route: its answer, and `{ error }` (or its own error shape) for the rest. */
export function responses<Success extends z.ZodType, Failure extends z.ZodType = typeof errorResponse>(
  success: Success,
  failure?: Failure,
) {
  const error = (failure ?? errorResponse) as Failure;
  return { 200: success, '4xx': error, '5xx': error };
}
