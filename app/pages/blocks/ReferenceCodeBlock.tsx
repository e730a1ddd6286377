import { Button } from '#design-system/Button/Button.tsx';
import { Panel } from '#design-system/Panel/Panel.tsx';
import { selectReferenceCode } from '../../features/client/clientSlice.ts';
import { useText } from '../../i18n/useText.ts';
import { useAppSelector } from '../../store.ts';
import type { BlockProps } from './blockProps.ts';

/** The reference code of the claim just filed, and a button to print the page. */
export function ReferenceCodeBlock({ formType }: BlockProps<'referenceCode'>) {
  const t = useText();
  const referenceCode = useAppSelector((state) => selectReferenceCode(state, formType));
  return (
    <>
      <Panel title={t('LocKey_Confirmation_ReferenceCode')}>
        <span data-testid="reference-code">{referenceCode ?? t('LocKey_Shared_NotProvided')}</span>
      </Panel>
      <p>
        <Button label={t('LocKey_Confirmation_Print')} variant="outlinePrimary" onClick={() => window.print()} />
      </p>
    </>
  );
}
