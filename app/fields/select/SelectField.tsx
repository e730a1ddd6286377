import { Select } from '#design-system/Select/Select.tsx';
import { selectActiveCulture } from '../../features/culture/cultureSlice.ts';
import { useText } from '../../i18n/useText.ts';
import { useAppSelector } from '../../store.ts';
import type { FieldComponentProps } from '../fieldProps.ts';
import { choicesOf } from '../options.ts';
import { useFieldBinding } from '../useFieldBinding.ts';

/** A choice from a list; the choice is committed at once, its errors shown once the select is left. */
export function SelectField(props: FieldComponentProps) {
  const t = useText();
  const culture = useAppSelector(selectActiveCulture) ?? 'en';
  const field = useFieldBinding(props);
  if (!field || !field.visible) return null;
  return (
    <Select
      {...field.fieldProps}
      value={typeof field.value === 'string' ? field.value : ''}
      // Chosen while still on the select (its arrow keys pass over each choice): errors show once it is left.
      onChange={(value) => field.choose(value === '' ? null : value)}
      onBlur={field.blur}
      options={choicesOf(field.config, t, culture)}
      placeholder={field.placeholder ?? t('LocKey_Shared_SelectPlaceholder')}
      disabled={field.disabled}
    />
  );
}
