import type { ComponentType } from 'react';
import type { FieldComponent } from '#pages-config/schema/page.ts';
import { lazyComponent } from '../lazyComponent.tsx';
import { CheckboxField } from './checkbox/CheckboxField.tsx';
import type { FieldComponentProps } from './fieldProps.ts';
import { RadioField } from './radio/RadioField.tsx';
import { SelectField } from './select/SelectField.tsx';
import { TextAreaField } from './textarea/TextAreaField.tsx';
import { TextField } from './text/TextField.tsx';

// The date picker (react-day-picker, date-fns, a popover) comes in its own chunk (performance
// budgets); StepRoute preloads it with the step that shows a date.
const DateField = lazyComponent(async () => (await import('./date/DateField.tsx')).DateField);

/** Which React component shows each field component of the page-config schema; tsc lists any gap. */
export const fieldRegistry = {
  text: TextField,
  textarea: TextAreaField,
  select: SelectField,
  radio: RadioField,
  checkbox: CheckboxField,
  date: DateField,
} satisfies Record<FieldComponent, ComponentType<FieldComponentProps>>;
