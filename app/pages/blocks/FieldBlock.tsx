import { PayPalLoginAfter } from '../../features/wallet/PayPalLoginAfter.tsx';
import { fieldRegistry } from '../../fields/registry.ts';
import type { BlockProps } from './blockProps.ts';

/** One field, shown by the component its config names. */
export function FieldBlock({ block, formType }: BlockProps<'field'>) {
  const FieldComponent = fieldRegistry[block.component];
  return (
    <>
      <FieldComponent formType={formType} model={block.model} fieldKey={block.field} />
      <PayPalLoginAfter formType={formType} fields={[block]} />
    </>
  );
}
