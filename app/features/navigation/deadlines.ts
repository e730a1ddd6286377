import type { DeadlinesResponse } from '#pages-config/api/contract.ts';
import type { FormType } from '#pages-config/schema/page.ts';

const deadlineKeyOf = {
  Standard: 'claimFilingDeadline',
  Automotive: 'automotiveFilingDeadline',
  Lookup: 'lookupFilingDeadline',
  DocumentsUpload: 'documentsUploadFilingDeadline',
} as const satisfies Record<FormType, keyof DeadlinesResponse>;

/**
 * Spec §4: when now is after the global deadline or the form type's own, the claimant goes to that
 * deadline's target for the active culture, else its default, else the global default, else /deadline.
 * Null while filing is open.
 */
export function deadlineRedirectTarget(
  deadlines: DeadlinesResponse,
  formType: FormType,
  culture: string | null,
  now: Date,
): string | null {
  for (const key of ['globalDeadline', deadlineKeyOf[formType]] as const) {
    const setting = deadlines[key];
    if (!setting?.deadline || now.getTime() <= new Date(setting.deadline).getTime()) continue;
    return (
      (culture ? setting.redirectUrls[culture] : undefined) ??
      setting.redirectUrls.default ??
      deadlines.globalDeadline?.redirectUrls.default ??
      '/deadline'
    );
  }
  return null;
}
