import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import type { FieldValue } from '#pages-config/schema/field.ts';
import type { TableEditorBlock } from '#pages-config/schema/tableEditor.ts';
import { choicesOf } from '../../fields/options.ts';
import type { TextLookup } from '../../i18n/useText.ts';

/** How a table row is named to the claimant, by its answers rather than its place alone. */
export interface TableRowName {
  /**
   * For the row's buttons and cell labels: its answers ("2019 Aurora"), or its numbered name
   * ("vehicle 2") while they are empty or another row has the same.
   */
  short: string;
  /** For its errors and card headings: "Vehicle 2 (2019 Aurora)", or "Vehicle 2" while it has no answers. */
  full: string;
}

/** The text with its first letter in capitals, as a name that starts a sentence or a heading is written. */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The fields whose answers name a row: the block's `rowNameFields`, else its first column's. */
export function rowNameFieldsOf(block: TableEditorBlock): readonly string[] {
  return block.rowNameFields ?? block.columns.slice(0, 1).map((column) => column.field);
}

/** The row's naming answers as the claimant reads them (an option by its label), space-separated; '' when none. */
export function rowContentOf(
  block: TableEditorBlock,
  config: ServerModelConfig | undefined,
  fields: Readonly<Record<string, FieldValue>>,
  t: TextLookup,
  culture: string,
): string {
  return rowNameFieldsOf(block)
    .flatMap((key) => {
      const value = fields[key];
      if (typeof value !== 'string' || value.trim() === '') return [];
      const field = config?.fields.find((candidate) => candidate.key === key);
      const choices = field && (field.options || field.optionList) ? choicesOf(field, t, culture) : [];
      return [choices.find((choice) => choice.value === value)?.label ?? value.trim()];
    })
    .join(' ');
}

/**
 * The names of a table's rows, by client id, in the claimant's language. Rows are numbered in
 * order ("Vehicle 2"); a row whose answers are the same as another's is named by its number in
 * its actions too, so no two buttons of the table share a name.
 */
export function tableRowNames(
  block: TableEditorBlock,
  rows: ReadonlyArray<{ clientId: string; fields: Readonly<Record<string, FieldValue>> }>,
  config: ServerModelConfig | undefined,
  t: TextLookup,
  culture: string,
): Map<string, TableRowName> {
  const contents = rows.map((row) => rowContentOf(block, config, row.fields, t, culture));
  const rowsWith = new Map<string, number>();
  for (const content of contents) rowsWith.set(content, (rowsWith.get(content) ?? 0) + 1);
  return new Map(
    rows.map((row, index) => {
      const numbered = t(block.rowLabel, { 0: index + 1 });
      const content = contents[index] ?? '';
      const unique = content !== '' && rowsWith.get(content) === 1;
      return [
        row.clientId,
        {
          short: unique ? content : numbered,
          full: content
            ? t('LocKey_Shared_TableRow_Named', { 0: capitalized(numbered), 1: content })
            : capitalized(numbered),
        },
      ];
    }),
  );
}
