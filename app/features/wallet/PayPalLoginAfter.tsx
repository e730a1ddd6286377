import type { DtoMapping, FormType } from '#pages-config/schema/page.ts';
import { lazyComponent } from '../../lazyComponent.tsx';
import { useAppSelector } from '../../store.ts';
import { selectDerivedField, selectModel } from '../formModels/formModelsSelectors.ts';
import { selectPayPalSettings } from './walletSlice.ts';

/**
 * Few claimants choose PayPal: its login panel comes in a chunk of its own, not with the first
 * page. The steps holding a PaymentElection field load it with their other chunks (stepChunks.ts),
 * so choosing PayPal shows it at once, with no spinner hiding the choice just made.
 */
export const PayPalLogin = lazyComponent(async () => (await import('./PayPalLogin.tsx')).PayPalLogin);

/** Where a field block shows "Log in with PayPal": after the PayPal email field, while that field shows. */
export function PayPalLoginAfter({
  formType,
  fields,
}: {
  formType: FormType;
  fields: ReadonlyArray<{ model: DtoMapping; field: string }>;
}) {
  const emailField = useAppSelector((state) => selectPayPalSettings(state).emailField);
  const reference = fields.find((candidate) => candidate.model === 'PaymentElection' && candidate.field === emailField);
  const visible = useAppSelector((state) => {
    if (!reference) return false;
    const clientId = selectModel(state, formType, reference.model)?.clientId;
    return clientId ? selectDerivedField(state, clientId, reference.field)?.visible === true : false;
  });
  return visible ? <PayPalLogin /> : null;
}
