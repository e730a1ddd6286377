import { TextInput, type TextInputProps } from '#design-system/TextInput/TextInput.tsx';
import type { AutofillToken } from '#pages-config/schema/names.ts';
import type { FieldComponentProps } from '../fieldProps.ts';
import { useTextTypedBeforeHydration } from '../../serverRendering/earlyInput.ts';
import { useDraft, useFieldBinding } from '../useFieldBinding.ts';

/**
 * A text field: local text while typing, committed to the store on blur or Enter. The mask is the
 * one in effect (a fulfilled dependency may override the field's own, spec §4).
 */
export function TextField({
  mask,
  width,
  ...props
}: FieldComponentProps & Partial<Pick<TextInputProps, 'mask' | 'width'>>) {
  const field = useFieldBinding(props);
  const committed = typeof field?.value === 'string' ? field.value : '';
  const { text, edit, commit } = useDraft(committed, (value) => field?.change(value));
  useTextTypedBeforeHydration(field?.id ?? '', (typed) => field?.change(typed));
  if (!field || !field.visible) return null;
  const leave = () => {
    if (!commit()) field.blur();
  };
  return (
    <TextInput
      {...field.fieldProps}
      value={text}
      onChange={edit}
      onBlur={leave}
      onEnter={leave}
      mask={mask ?? field.maskName}
      width={width}
      placeholder={field.placeholder}
      autoComplete={field.config.autocomplete}
      inputMode={field.config.inputMode ?? keyboardFor(field.config.autocomplete)}
      prefix={field.config.inputGroupConfig?.prefix}
      suffix={field.config.inputGroupConfig?.suffix}
      disabled={field.disabled}
    />
  );
}

/** The keyboard a phone shows for what the field holds: with @ for an email address, digits for a phone number. */
function keyboardFor(autocomplete: AutofillToken | undefined): TextInputProps['inputMode'] {
  if (autocomplete === 'email') return 'email';
  if (autocomplete === 'tel' || autocomplete === 'tel-national') return 'tel';
  return undefined;
}
