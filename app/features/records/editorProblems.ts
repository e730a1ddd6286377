import { partNameOf } from '#pages-config/api/parts.ts';
import { editorBlocksOf } from '#pages-config/rules/editors.ts';
import type { RuleMessage } from '#pages-config/rules/message.ts';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import type { RootState } from '../../store.ts';
import { selectEditorView } from './recordsSelectors.ts';

/** A multi-record editor of a step that holds Next back (spec §5), and its first message. */
export interface EditorProblem {
  editorKey: string;
  /** The editor's model part name, e.g. "documentContexts": the page finds the editor by it. */
  part: string;
  message: RuleMessage;
}

/** The editors of a step that fail their checks: provide documentation, or a draft not uploaded. */
export function editorProblemsOf(state: RootState, formType: FormType, step: Step): EditorProblem[] {
  return editorBlocksOf([step]).flatMap(({ block }) => {
    const view = selectEditorView(state, formType, block);
    const [message] = view.messages;
    if (!message) return [];
    return [{ editorKey: view.key, part: partNameOf(block.model), message }];
  });
}
