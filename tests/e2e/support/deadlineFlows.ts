import type { APIRequestContext } from '@playwright/test';
import { deadlinesResponse, type DeadlinesResponse } from '#pages-config/api/contract.ts';
import { nextDeadlineOf } from '#pages-config/rules/deadlines.ts';
import type { FormType } from '#pages-config/schema/page.ts';

/** A flow whose first page closes at its deadline (spec §4). */
export interface DeadlineFlow {
  formType: FormType;
  /** The flow's first page. */
  startPath: string;
}

/** The flows the deadline tests walk: one line per form type the demo offers. */
export const deadlineFlows: readonly DeadlineFlow[] = [
  { formType: 'Standard', startPath: '/' },
  { formType: 'Automotive', startPath: '/automotive' },
  { formType: 'Lookup', startPath: '/lookup' },
  { formType: 'DocumentsUpload', startPath: '/documents-upload' },
];

/** The deadlines as the real server serves them. */
export async function servedDeadlines(request: APIRequestContext): Promise<DeadlinesResponse> {
  return deadlinesResponse.parse(await (await request.get('/api/deadlines')).json());
}

/** The instant the flow closes: its own deadline, else the global one. */
export function closingInstant(deadlines: DeadlinesResponse, formType: FormType): Date {
  const closing = nextDeadlineOf(deadlines, formType, new Date(0));
  if (!closing) throw new Error(`The demo sets no deadline for ${formType}`);
  return closing;
}

/** A path in a culture, as a claimant's link would carry it (English is the default). */
export function inCulture(path: string, culture: 'en' | 'es'): string {
  return culture === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}culture=${culture}`;
}
