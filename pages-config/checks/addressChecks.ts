import { unitedStates } from '../lists/countries.ts';
import { addressFieldKeys, addressPartsOf } from '../rules/address.ts';
import { blocksOf } from '../rules/blocks.ts';
import type { PageConfig } from '../schema/page.ts';
import type { SettlementProblem } from './problem.ts';

/**
 * Checks of the address blocks beyond the schema (whether their fields exist is checked with every
 * field a step shows): the state and country selects have choices, and with international support
 * the country starts at US (spec §9), as the address input shows a country left empty.
 */
export function addressProblems(file: string, page: PageConfig): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  const add = (pointer: string, code: string, message: string) => problems.push({ file, pointer, code, message });
  const checked = new Set<string>();

  page.steps.forEach((step, stepIndex) => {
    for (const { block } of blocksOf(step, `/steps/${stepIndex}/blocks`)) {
      if (block.type !== 'address') continue;
      const modelIndex = page.models.findIndex((model) => model.metadata.dtoMapping === block.model);
      const fields = page.models[modelIndex]?.fields ?? [];
      for (const part of addressPartsOf(block)) {
        const fieldIndex = fields.findIndex((field) => field.key === part.key);
        const field = fields[fieldIndex];
        const at = `/models/${modelIndex}/fields/${fieldIndex}`;
        // A field shown by two addresses is checked once.
        if (!field || checked.has(at)) continue;
        checked.add(at);
        if (part.component === 'select' && !field.options && !field.optionList) {
          const list = part.part === 'country' ? 'countries' : 'usStates';
          add(
            at,
            'address/no-choices',
            `The address's ${part.part === 'country' ? 'country' : 'state'} select "${part.key}" lists no choices: give it "optionList": "${list}" (or "options").`,
          );
        }
        if (part.key === addressFieldKeys.country && field.defaultValue !== unitedStates) {
          add(
            `${at}/defaultValue`,
            'address/country-default',
            `An address starts in the US (spec §9): give "${part.key}" "defaultValue": "${unitedStates}".`,
          );
        }
      }
    }
  });
  return problems;
}
