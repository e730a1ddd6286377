import type { ComponentType } from 'react';
import type { FieldComponent } from '#pages-config/schema/page.ts';
import { CheckboxField } from './checkbox/CheckboxField.tsx';
import { DateField } from './date/DateField.tsx';
import type { FieldComponentProps } from './fieldProps.ts';
import { RadioField } from './radio/RadioField.tsx';
import { SelectField } from './select/SelectField.tsx';
import { TextAreaField } from './textarea/TextAreaField.tsx';
import { TextField } from './text/TextField.tsx';

/** Which React component shows each field component of the page-config schema; tsc lists any gap. */
export const fieldRegistry = {
  text: TextField,
  textarea: TextAreaField,
  select: SelectField,
  radio: RadioField,
  checkbox: CheckboxField,
  date: DateField,
} satisfies Record<FieldComponent, ComponentType<FieldComponentProps>>;
