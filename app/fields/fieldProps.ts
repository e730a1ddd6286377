import type { DtoMapping, FormType } from '#pages-config/schema/page.ts';
import type { TableRowName } from '../features/tableEditor/rowNames.ts';

/** What every field component receives from a page block: which field of which model to show. */
export interface FieldComponentProps {
  formType: FormType;
  model: DtoMapping;
  fieldKey: string;
  /**
   * Binds the field to this record of a list model (a table row, a record editor's draft) instead
   * of the form's saved model.
   */
  recordClientId?: string | undefined;
  /**
   * In a table cell the column header shows the label: the label is then visually hidden and names
   * the row too, e.g. "VIN, vehicle 2".
   */
  cellLabel?: string | undefined;
  /**
   * The table row the field belongs to, by name: its errors name the row ("Vehicle 2 (2019 Aurora):
   * Enter the repair cost"), and so does a date's calendar button.
   */
  row?: TableRowName | undefined;
}
