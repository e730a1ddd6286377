import { TextArea } from '#design-system/TextArea/TextArea.tsx';
import type { FieldComponentProps } from '../fieldProps.ts';
import { useTextTypedBeforeHydration } from '../../serverRendering/earlyInput.ts';
import { useDraft, useFieldBinding } from '../useFieldBinding.ts';

/** A multi-line text field, committed to the store on blur. */
export function TextAreaField(props: FieldComponentProps) {
  const field = useFieldBinding(props);
  const committed = typeof field?.value === 'string' ? field.value : '';
  const { text, edit, commit } = useDraft(committed, (value) => field?.change(value));
  useTextTypedBeforeHydration(field?.id ?? '', (typed) => field?.change(typed));
  if (!field || !field.visible) return null;
  return (
    <TextArea
      {...field.fieldProps}
      value={text}
      onChange={edit}
      onBlur={() => {
        if (!commit()) field.blur();
      }}
      placeholder={field.placeholder}
      disabled={field.disabled}
    />
  );
}
