import { TextInput } from '#design-system/TextInput/TextInput.tsx';
import type { FieldComponentProps } from '../fieldProps.ts';
import { formatterFor, patternMaskOf } from '../masks.ts';
import { useDraft, useFieldBinding } from '../useFieldBinding.ts';

/** A text field: local text while typing, committed to the store on blur or Enter. */
export function TextField(props: FieldComponentProps) {
  const field = useFieldBinding(props);
  const committed = typeof field?.value === 'string' ? field.value : '';
  const { text, edit, commit } = useDraft(committed, (value) => field?.change(value));
  if (!field || !field.visible) return null;
  const mask = patternMaskOf(field.config.maskName);
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
      format={formatterFor(mask)}
      placeholder={field.placeholder ?? mask?.placeholder}
      inputMode={mask ? 'numeric' : undefined}
      prefix={field.config.inputGroupConfig?.prefix}
      suffix={field.config.inputGroupConfig?.suffix}
    />
  );
}
