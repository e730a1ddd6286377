import { RadioGroup } from '#design-system/RadioGroup/RadioGroup.tsx';
import { useText } from '../../i18n/useText.ts';
import type { FieldComponentProps } from '../fieldProps.ts';
import { choicesOf } from '../options.ts';
import { useFieldBinding } from '../useFieldBinding.ts';

/** One choice among a few, as radios; the choice is committed at once. */
export function RadioField(props: FieldComponentProps) {
  const t = useText();
  const field = useFieldBinding(props);
  if (!field || !field.visible) return null;
  return (
    <RadioGroup
      {...field.fieldProps}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(value) => field.change(value)}
      options={choicesOf(field.config, t)}
      disabled={field.disabled}
    />
  );
}
