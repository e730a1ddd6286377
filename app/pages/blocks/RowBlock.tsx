import { Columns } from '#design-system/Columns/Columns.tsx';
import { selectDerivedFields, selectModel } from '../../features/formModels/formModelsSelectors.ts';
import { PayPalLoginAfter } from '../../features/wallet/PayPalLoginAfter.tsx';
import { fieldRegistry } from '../../fields/registry.ts';
import { useAppSelector } from '../../store.ts';
import type { BlockProps } from './blockProps.ts';

/** Inputs side by side (spec §2): two in halves, three in thirds, one at half width. Hidden when all its fields are. */
export function RowBlock({ block, formType }: BlockProps<'row'>) {
  const anyVisible = useAppSelector((state) => {
    const derived = selectDerivedFields(state);
    return block.fields.some((reference) => {
      const clientId = selectModel(state, formType, reference.model)?.clientId;
      return clientId ? derived[clientId]?.[reference.field]?.visible === true : false;
    });
  });
  if (!anyVisible) return null;
  return (
    <>
      <Columns count={block.fields.length as 1 | 2 | 3}>
        {block.fields.map((reference) => {
          const FieldComponent = fieldRegistry[reference.component];
          return (
            <div key={`${reference.model}.${reference.field}`}>
              <FieldComponent formType={formType} model={reference.model} fieldKey={reference.field} />
            </div>
          );
        })}
      </Columns>
      <PayPalLoginAfter formType={formType} fields={block.fields} />
    </>
  );
}
