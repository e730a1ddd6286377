import { RadioGroup } from '#design-system/RadioGroup/RadioGroup.tsx';
import { selectActiveCulture } from '../../features/culture/cultureSlice.ts';
import { useText } from '../../i18n/useText.ts';
import { useAppSelector } from '../../store.ts';
import type { FieldComponentProps } from '../fieldProps.ts';
import { choicesOf } from '../options.ts';
import { useFieldBinding } from '../useFieldBinding.ts';

/** One choice among a few, as radios; the choice is committed at once. */
export function RadioField(props: FieldComponentProps) {
  const t = useText();
  const culture = useAppSelector(selectActiveCulture) ?? 'en';
  const field = useFieldBinding(props);
  if (!field || !field.visible) return null;
  return (
    <RadioGroup
      {...field.fieldProps}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(value) => field.change(value)}
      options={choicesOf(field.config, t, culture)}
      disabled={field.disabled}
    />
  );
}
