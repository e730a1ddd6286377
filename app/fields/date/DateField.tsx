import { DatePicker } from '#design-system/DatePicker/DatePicker.tsx';
import { latestAllowedDate } from '#pages-config/rules/validation.ts';
import { selectActiveCulture } from '../../features/culture/cultureSlice.ts';
import { useText } from '../../i18n/useText.ts';
import { useAppSelector } from '../../store.ts';
import type { FieldComponentProps } from '../fieldProps.ts';
import { useDraft, useFieldBinding } from '../useFieldBinding.ts';

/** A label as it reads inside a sentence ("Choose purchase date for …"); an acronym stays as it is. */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase() + text.slice(1) : text;
}

/**
 * A date field: typed as mm/dd/yyyy under the eager date mask (spec §5), committed on blur or
 * Enter like a text field, or picked from the calendar, which commits at once (spec §2: the
 * picker applies on selection). Empty, the calendar opens at the latest date its rules allow.
 */
export function DateField(props: FieldComponentProps) {
  const t = useText();
  const culture = useAppSelector(selectActiveCulture) ?? 'en';
  const field = useFieldBinding(props);
  const committed = typeof field?.value === 'string' ? field.value : '';
  const { text, edit, commit } = useDraft(committed, (value) => field?.change(value));
  if (!field || !field.visible) return null;
  const leave = () => {
    if (!commit()) field.blur();
  };
  // An empty date of birth opens at the latest birth date the rules take, not at today.
  const latest = latestAllowedDate(field.config.validations, {});
  return (
    <DatePicker
      {...field.fieldProps}
      value={text}
      onChange={edit}
      onApply={(picked) => {
        field.change(picked);
        field.blur();
      }}
      onBlur={leave}
      onEnter={leave}
      openCalendarLabel={
        props.row
          ? t('LocKey_Shared_ChooseDateFor', { 0: lowerFirst(t(field.config.label)), 1: props.row.short })
          : t('LocKey_Shared_ChooseDate')
      }
      locale={culture}
      disabled={field.disabled}
      autoComplete={field.config.autocomplete}
      referenceDate={latest ? new Date(latest.year, latest.month - 1, latest.day) : undefined}
    />
  );
}
