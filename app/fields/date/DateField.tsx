import { patternMasks } from '#pages-config/rules/masks.ts';
import { TextInput } from '#design-system/TextInput/TextInput.tsx';
import type { FieldComponentProps } from '../fieldProps.ts';
import { formatterFor } from '../masks.ts';
import { useDraft, useFieldBinding } from '../useFieldBinding.ts';

const dateMask = patternMasks.date;

/**
 * A date typed as mm/dd/yyyy with the eager date mask (spec §5). The calendar picker of spec §2
 * comes with the full design system; the typed value is the same either way.
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
      format={formatterFor(dateMask)}
      placeholder={field.placeholder ?? dateMask?.placeholder}
      inputMode="numeric"
      width="short"
      disabled={field.disabled}
    />
  );
}
