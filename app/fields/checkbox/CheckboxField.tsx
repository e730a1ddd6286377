import { Checkbox } from '#design-system/Checkbox/Checkbox.tsx';
import type { FieldComponentProps } from '../fieldProps.ts';
import { useFieldBinding } from '../useFieldBinding.ts';

/** A single checkbox; unticked is false (spec §4: a checkbox starts false). */
export function CheckboxField(props: FieldComponentProps) {
  const field = useFieldBinding(props);
  if (!field || !field.visible) return null;
  const { id, label, hint, errors, required, suppressLabel } = field.fieldProps;
  return (
    <Checkbox
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      required={required}
      checked={field.value === true}
      onChange={(checked) => field.change(checked)}
      onEnter={field.blur}
      disabled={field.disabled}
      suppressLabel={suppressLabel}
    />
  );
}
