import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FormType } from '#pages-config/schema/page.ts';
import { formTypeSegments } from '#pages-config/schema/settlement.ts';

/** The kebab-case URL segments of the form types that authorize (spec §7: all four). */
export const authorizeSegment = z.enum(['standard', 'lookup', 'automotive', 'documents-upload']);
/** The segments that take a submission (spec §7: Lookup has none). */
export const submitSegment = z.enum(['standard', 'automotive', 'documents-upload']);

const formTypeBySegment = new Map(
  Object.entries(formTypeSegments).map(([formType, segment]) => [segment as string, formType as FormType]),
);

export function formTypeOfSegment(segment: z.infer<typeof authorizeSegment>): FormType {
  const formType = formTypeBySegment.get(segment);
  // Spec §8's internal error, verbatim: the segment enum makes it unreachable from a request.
  if (!formType) throw new Error('Unexpected Form Type');
  return formType;
}

/**
 * The form type a request's `:formType` names, if `segment` takes it; undefined otherwise. For
 * onRequest hooks, which run before the route's params are checked (a segment the route does not
 * take is left to that check, a 404).
 */
export function formTypeOfRequest(
  request: FastifyRequest,
  segment: z.ZodType<z.infer<typeof authorizeSegment>> = authorizeSegment,
): FormType | undefined {
  const parsed = segment.safeParse((request.params as { formType?: unknown }).formType);
  return parsed.success ? formTypeOfSegment(parsed.data) : undefined;
}
