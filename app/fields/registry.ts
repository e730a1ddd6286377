import type { ComponentType } from 'react';
import { MaskedInputFromChunk } from '#design-system/TextInput/maskedInputChunk.tsx';
import type { FieldComponent } from '#pages-config/schema/page.ts';
import { lazyComponent } from '../lazyComponent.tsx';
import { CheckboxField } from './checkbox/CheckboxField.tsx';
import type { FieldComponentProps } from './fieldProps.ts';
import { RadioField } from './radio/RadioField.tsx';
import { SelectField } from './select/SelectField.tsx';
import { TextAreaField } from './textarea/TextAreaField.tsx';
import { TextField } from './text/TextField.tsx';

// The date picker (its masked input and a popover; the calendar comes when opened) is in its own
// chunk (performance budgets); StepRoute preloads it, with the masked input's chunk, for a step
// that shows a date.
const DateField = lazyComponent(async () => {
  const [module] = await Promise.all([import('./date/DateField.tsx'), MaskedInputFromChunk.preload()]);
  return module.DateField;
});

/** Which React component shows each field component of the page-config schema; tsc lists any gap. */
export const fieldRegistry = {
  text: TextField,
  textarea: TextAreaField,
  select: SelectField,
  radio: RadioField,
  checkbox: CheckboxField,
  date: DateField,
} satisfies Record<FieldComponent, ComponentType<FieldComponentProps>>;
