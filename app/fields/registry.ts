import type { ComponentType } from 'react';
import { MaskedInputFromChunk } from '#design-system/TextInput/maskedInputChunk.tsx';
import type { FieldComponent } from '#pages-config/schema/page.ts';
import { lazyComponent } from '../lazyComponent.tsx';
import type { FieldComponentProps } from './fieldProps.ts';
import { TextField } from './text/TextField.tsx';

// The text field is the start page's (Notice ID and PIN); the others come in chunks of their own
// (performance budgets), which StepRoute loads before a step that shows them, and the flow's
// steps' once the claimant has signed in.
const CheckboxField = lazyComponent(async () => (await import('./checkbox/CheckboxField.tsx')).CheckboxField);
const RadioField = lazyComponent(async () => (await import('./radio/RadioField.tsx')).RadioField);
const SelectField = lazyComponent(async () => (await import('./select/SelectField.tsx')).SelectField);
const TextAreaField = lazyComponent(async () => (await import('./textarea/TextAreaField.tsx')).TextAreaField);

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
