import { CopyBlock } from '#design-system/CopyBlock/CopyBlock.tsx';
import { TextInput } from '#design-system/TextInput/TextInput.tsx';
import { useGetSignatureDateQuery } from '../../api/claimkitApi.ts';
import {
  selectSignature,
  selectSignatureErrors,
  signatureBlurred,
  signatureChanged,
} from '../../features/client/clientSlice.ts';
import { selectActiveCulture } from '../../features/culture/cultureSlice.ts';
import { useDraft } from '../../fields/useFieldBinding.ts';
import { useText } from '../../i18n/useText.ts';
import { useAppDispatch, useAppSelector } from '../../store.ts';
import { signatureInputId } from './blockIds.ts';
import type { BlockProps } from './blockProps.ts';

/** The attestation, the typed signature (full name, required) and the signature date from the server. */
export function SignatureBlock({ block }: BlockProps<'signature'>) {
  const t = useText();
  const dispatch = useAppDispatch();
  const culture = useAppSelector(selectActiveCulture) ?? 'en';
  const signature = useAppSelector(selectSignature) ?? '';
  const touched = useAppSelector((state) => state.client.signatureTouched);
  const errors = useAppSelector(selectSignatureErrors);
  const { data: signatureDate, isError } = useGetSignatureDateQuery(culture);
  const { text, edit, commit } = useDraft(signature, (value) => dispatch(signatureChanged(value)));
  const leave = () => {
    commit();
    dispatch(signatureBlurred());
  };
  const dateLine = isError
    ? t('LocKey_Shared_ErrorMessage_Request')
    : signatureDate
      ? `${t('LocKey_Summary_SignatureDate')}: ${signatureDate.signatureDate}`
      : null;
  return (
    <>
      <CopyBlock paragraphs={[t(block.attestation)]} />
      <TextInput
        id={signatureInputId}
        label={t('LocKey_Summary_Signature')}
        required
        errors={touched ? errors : undefined}
        value={text}
        onChange={edit}
        onBlur={leave}
        onEnter={leave}
        autoComplete="name"
      />
      {dateLine ? <CopyBlock paragraphs={[dateLine]} /> : null}
    </>
  );
}
