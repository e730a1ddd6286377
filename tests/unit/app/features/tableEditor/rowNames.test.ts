import { describe, expect, it } from 'vitest';
import { formatContent } from '#pages-config/rules/message.ts';
import type { FieldValue } from '#pages-config/schema/field.ts';
import type { TableEditorBlock } from '#pages-config/schema/tableEditor.ts';
import { capitalized, rowContentOf, rowNameFieldsOf, tableRowNames } from '#app/features/tableEditor/rowNames.ts';
import type { TextLookup } from '#app/i18n/useText.ts';
import { demoContent } from '../../demoSettlement.ts';
import { automotiveConfigs, automotiveStep } from './automotiveStore.ts';

const step = automotiveStep('claim-details');
const vehicles = step.blocks.find((candidate) => candidate.type === 'tableEditor') as TableEditorBlock;
const config = automotiveConfigs.find((candidate) => candidate.metadata.dtoMapping === 'ClaimTransactions');
const lookup =
  (culture: 'en' | 'es'): TextLookup =>
  (key, values) =>
    formatContent(demoContent[culture], key, values);

function namesOf(
  rows: Record<string, FieldValue>[],
  { block = vehicles, culture = 'en' }: { block?: TableEditorBlock; culture?: 'en' | 'es' } = {},
) {
  const names = tableRowNames(
    block,
    rows.map((fields, index) => ({ clientId: `row-${index}`, fields })),
    config,
    lookup(culture),
    culture,
  );
  return [...names.values()];
}

describe('the names of table rows', () => {
  it('name a vehicle by its model year and model, as the block says', () => {
    expect(namesOf([{ modelYear: '2019', model: 'Aurora', vin: '5NWCA4EB9LA557201' }])).toEqual([
      { short: '2019 Aurora', full: 'Vehicle 1 (2019 Aurora)' },
    ]);
  });

  it('number the rows in order, in the claimant’s language', () => {
    expect(
      namesOf(
        [
          { modelYear: '2020', model: 'Aurora' },
          { modelYear: '2021', model: 'Cascade' },
        ],
        { culture: 'es' },
      ),
    ).toEqual([
      { short: '2020 Aurora', full: 'Vehículo 1 (2020 Aurora)' },
      { short: '2021 Cascade', full: 'Vehículo 2 (2021 Cascade)' },
    ]);
  });

  it('name a row by its number alone while it has no answers', () => {
    expect(namesOf([{ modelYear: null, model: '' }])).toEqual([{ short: 'vehicle 1', full: 'Vehicle 1' }]);
  });

  it('use what answers there are', () => {
    expect(namesOf([{ modelYear: null, model: 'Cascade' }])).toEqual([
      { short: 'Cascade', full: 'Vehicle 1 (Cascade)' },
    ]);
  });

  it('tell two rows with the same answers apart by their numbers in their actions', () => {
    expect(
      namesOf([
        { modelYear: '2019', model: 'Aurora' },
        { modelYear: '2019', model: 'Aurora' },
        { modelYear: '2020', model: 'Aurora' },
      ]).map((name) => name.short),
    ).toEqual(['vehicle 1', 'vehicle 2', '2020 Aurora']);
  });

  it('show an option by its label, not its stored value', () => {
    const block = { ...vehicles, rowNameFields: ['ownership'] };
    expect(rowContentOf(block, config, { ownership: 'Leased' }, lookup('es'), 'es')).toBe('Arrendado');
  });

  it('default to the first column’s answer when the block names no fields', () => {
    const block = { ...vehicles, rowNameFields: undefined };
    expect([rowNameFieldsOf(block), namesOf([{ vin: '5NWCA4EB9LA557201' }], { block })]).toEqual([
      ['vin'],
      [{ short: '5NWCA4EB9LA557201', full: 'Vehicle 1 (5NWCA4EB9LA557201)' }],
    ]);
  });

  it('capitalize a name that starts a sentence', () => {
    expect([capitalized('vehículo 2'), capitalized('')]).toEqual(['Vehículo 2', '']);
  });
});
