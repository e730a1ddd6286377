import type { FieldComponentProps } from '../fieldProps.ts';
import { TextField } from '../text/TextField.tsx';

/**
 * A date typed as mm/dd/yyyy under the eager date mask (spec §5): the value the design system's
 * calendar picker gives too; the flows switch to the picker with the record editors.
 */
export function DateField(props: FieldComponentProps) {
  return <TextField {...props} mask="date" width="short" />;
}
