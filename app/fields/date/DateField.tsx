import { TextInput } from '#design-system/TextInput/TextInput.tsx';
import type { FieldComponentProps } from '../fieldProps.ts';
import { useDraft, useFieldBinding } from '../useFieldBinding.ts';

/**
 * A date typed as mm/dd/yyyy under the eager date mask (spec §5). The same value the calendar
 * picker of the design system gives; the flows switch to it with the record editors.
 */
export function DateField(props: FieldComponentProps) {
  const field = useFieldBinding(props);
  const committed = typeof field?.value === 'string' ? field.value : '';
  const { text, edit, commit } = useDraft(committed, (value) => field?.change(value));
  if (!field || !field.visible) return null;
  const leave = () => {
    commit();
    field.blur();
  };
  return (
    <TextInput
      {...field.fieldProps}
      value={text}
      onChange={edit}
      onBlur={leave}
      onEnter={leave}
      mask="date"
      placeholder={field.placeholder}
      width="short"
      disabled={field.disabled}
    />
  );
}
