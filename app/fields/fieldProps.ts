import type { DtoMapping, FormType } from '#pages-config/schema/page.ts';

/** What every field component receives from a page block: which field of which model to show. */
export interface FieldComponentProps {
  formType: FormType;
  model: DtoMapping;
  fieldKey: string;
}
