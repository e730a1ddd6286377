import { z } from 'zod';
import { contentKey } from './field.ts';
import { dtoMappings } from './names.ts';

/** The inputs a table cell can hold: one line each (no text area). */
const cellComponents = ['text', 'select', 'radio', 'checkbox', 'date'] as const;

/**
 * The table editor of spec §4: the records of a list model as the rows of a table, each edited in
 * place. A row is a draft until focus leaves it while it is valid; then it is saved. Only saved
 * rows are filed, each as one claim transaction (spec §3).
 */
export const tableEditorBlockSchema = z.strictObject({
  type: z
    .literal('tableEditor')
    .describe('Records edited as the rows of a table, e.g. the vehicles of an Automotive claim.'),
  model: z
    .literal('ClaimTransactions')
    .describe('The list model the rows belong to: ClaimTransactions, one claim transaction per row.'),
  caption: contentKey.describe('Content key of the caption that names the table, e.g. "Your vehicles".'),
  rowLabel: contentKey.describe(
    'Content key naming one row, with {0} for its number, e.g. "vehicle {0}": it names the inputs and the delete button of each row.',
  ),
  addRowLabel: contentKey.describe('Content key of the add-row button, e.g. "Add a vehicle".'),
  deleteRowLabel: contentKey.describe(
    'Content key of the delete button of a row, with {0} for the row\'s name, e.g. "Delete {0}".',
  ),
  actionsLabel: contentKey.describe('Content key of the header of the column of delete buttons, e.g. "Actions".'),
  saveRowLabel: contentKey
    .optional()
    .describe(
      'Content key of the button that saves a row edited as a card on a phone, e.g. "Save vehicle"; LocKey_Shared_TableRow_Save when not given.',
    ),
  rowNameFields: z
    .array(z.string().min(1))
    .min(1)
    .max(3)
    .optional()
    .describe(
      'The keys of the fields whose answers name a row, in order, e.g. ["modelYear", "model"] for "2019 Aurora": the row\'s buttons, errors and summary card say which row they mean by it. The first column\'s field when not given.',
    ),
  columns: z
    .array(
      z.strictObject({
        component: z.enum(cellComponents).describe('Which input the cells of this column hold.'),
        field: z.string().min(1).describe("The key of the field in the editor's model."),
      }),
    )
    .min(1)
    .max(11)
    .describe("The columns, left to right; each column's header is its field's label."),
  minimumInstances: z
    .union([
      z.int().nonnegative(),
      z.strictObject({
        model: z.enum(dtoMappings).describe('The model holding the number.'),
        field: z.string().min(1).describe('The key of the field holding the number.'),
      }),
    ])
    .default(0)
    .describe(
      'How many saved rows Next requires (spec §5): a number, or a field of another model holding it. Fewer shows the minimum-instances message.',
    ),
  minimumInstancesMessage: contentKey
    .optional()
    .describe(
      'Content key of the minimum-instances message, with {0} for the number, e.g. "Add at least {0} vehicle."; LocKey_Validation_MinimumInstances when not given.',
    ),
});
export type TableEditorBlock = z.infer<typeof tableEditorBlockSchema>;
