import type { PageConfig } from '../schema/page.ts';
import type { Settlement } from '../schema/settlement.ts';
import type { SettlementProblem } from './problem.ts';

/**
 * Each field `claimSignals` names ("Model.field") must be a field of that model in at least one of
 * the settlement's forms, or the signal it feeds would silently never fire.
 */
export function claimSignalsProblems(
  settlement: Settlement,
  forms: Partial<Record<string, PageConfig>>,
): SettlementProblem[] {
  const signals = settlement.claimSignals;
  if (!signals) return [];
  const references = [
    ...(signals.emailField ? [{ reference: signals.emailField, pointer: '/claimSignals/emailField' }] : []),
    ...signals.payoutAccountFields.map((reference, index) => ({
      reference,
      pointer: `/claimSignals/payoutAccountFields/${index}`,
    })),
  ];
  return references
    .filter(({ reference }) => {
      const [model, field] = reference.split('.');
      return !Object.values(forms).some((page) =>
        page?.models.some(
          (candidate) =>
            candidate.metadata.dtoMapping === model && candidate.fields.some((entry) => entry.key === field),
        ),
      );
    })
    .map(({ reference, pointer }) => ({
      file: 'settlement.json',
      pointer,
      code: 'reference/unknown-field',
      message: `No form has the field "${reference}": name a field as "Model.field" that a form's models declare.`,
    }));
}
