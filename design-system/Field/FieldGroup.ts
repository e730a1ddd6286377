/**
 * What every input made of several parts (name, address) takes: one fieldset with a legend, and
 * per part its label, value, errors and requiredness.
 */
export interface FieldGroupProps<Part extends string> {
  /** The id prefix; each part's input is `${id}-${part}`. */
  id: string;
  /** The heading of the group, already translated, e.g. "Mailing address". */
  legend: string;
  /** Hide the legend visually; screen readers still read it. */
  suppressLegend?: boolean | undefined;
  /** The label of each part shown, already translated. */
  labels: Partial<Record<Part, string>>;
  /** The value of each part; a missing part is empty. */
  values: Partial<Record<Part, string | null>>;
  /** The messages of the rules each part fails; the first is shown. */
  errors?: Partial<Record<Part, readonly string[]>> | undefined;
  /** Which parts are required. */
  required?: Partial<Record<Part, boolean>> | undefined;
  /** Shown after the label of a part that is not required, e.g. "(optional)". */
  optionalText?: string | undefined;
  /** Called with the part and its new value. */
  onChange: (part: Part, value: string) => void;
  /** Called when a part loses focus. */
  onBlur?: ((part: Part) => void) | undefined;
  /** Shown but not operable. */
  disabled?: boolean | undefined;
}
