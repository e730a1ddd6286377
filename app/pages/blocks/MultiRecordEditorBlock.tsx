import { Fragment, useEffect, useState } from 'react';
import { FileInput, formatFileSize } from '#design-system/FileInput/FileInput.tsx';
import {
  MultiRecordEditor,
  type EditorOutcome,
  type SavedRecord,
} from '#design-system/MultiRecordEditor/MultiRecordEditor.tsx';
import { Select } from '#design-system/Select/Select.tsx';
import { TextInput } from '#design-system/TextInput/TextInput.tsx';
import { partNameOf } from '#pages-config/api/parts.ts';
import { documentInputAccept } from '#pages-config/rules/documents.ts';
import { isFieldRequired } from '#pages-config/rules/validation.ts';
import type { FieldConfig, FieldValue } from '#pages-config/schema/field.ts';
import type { MultiRecordEditorBlock as EditorBlock } from '#pages-config/schema/multiRecordEditor.ts';
import { formatRuleMessage } from '#pages-config/rules/message.ts';
import { selectActiveCulture, selectContent } from '../../features/culture/cultureSlice.ts';
import { savedIndicatorHidden } from '../../features/drafts/draftsSlice.ts';
import type { FormModel } from '../../features/formModels/formModelsSlice.ts';
import { selectEditorView } from '../../features/records/recordsSelectors.ts';
import { draftFieldsChanged, draftFieldsTouched } from '../../features/records/recordsSlice.ts';
import {
  addMoreRequested,
  cancelRequested,
  deleteRequested,
  draftFileChosen,
  uploadRequested,
} from '../../features/records/recordThunks.ts';
import { choicesOf } from '../../fields/options.ts';
import { useDraft } from '../../fields/useFieldBinding.ts';
import { useText, type TextLookup } from '../../i18n/useText.ts';
import { useAppDispatch, useAppSelector } from '../../store.ts';
import { useLeaveWarning } from '../useLeaveWarning.ts';
import { editorIdOfPart } from './blockIds.ts';
import type { BlockProps } from './blockProps.ts';
import { savedIndicatorMilliseconds } from './savedIndicator.ts';

function editorIdOf(block: EditorBlock): string {
  return editorIdOfPart(partNameOf(block.model));
}

/**
 * The outcome of the claimant's last Upload or Delete, shown as the saved indicator is (spec §4:
 * 5000 ms), each one anew: the same words twice are announced twice.
 */
function useOutcome(): [EditorOutcome | null, (variant: EditorOutcome['variant'], message: string) => void] {
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<EditorOutcome | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), savedIndicatorMilliseconds);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  const announce = (variant: EditorOutcome['variant'], message: string) => {
    // Both float over the top of the screen: the news of the editor replaces "your answers are saved".
    dispatch(savedIndicatorHidden());
    setOutcome((last) => ({ key: Number(last?.key ?? 0) + 1, variant, message }));
  };
  return [outcome, announce];
}

/** Messages as sentences, one after the other: "Choose a file to upload." */
function asSentences(messages: readonly string[]): string {
  return messages.map((message) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(' ');
}

/** The DOM id of a draft input, e.g. `documentContexts-draft-file`. */
function draftInputIdOf(block: EditorBlock, key: string): string {
  return `${partNameOf(block.model)}-draft-${key}`;
}

/** A record's value as the list shows it: an option's label, or a file's name and size. */
function recordValue(
  config: FieldConfig | undefined,
  component: EditorBlock['fields'][number]['component'],
  record: FormModel,
  key: string,
  t: TextLookup,
  locale: string,
): string {
  const value = record.fields[key];
  if (value === null || value === undefined || value === '') return t('LocKey_Shared_NotProvided');
  if (component === 'file') {
    const size = Number(record.fields[`${key}Size`]);
    return Number.isFinite(size) && size > 0 ? `${String(value)} (${formatFileSize(size, locale)})` : String(value);
  }
  if (config && (config.options || config.optionList))
    return choicesOf(config, t, locale).find((choice) => choice.value === value)?.label ?? String(value);
  return String(value);
}

/** One text input of a draft, committed on blur or Enter like the form's other text fields. */
function DraftTextInput({
  id,
  label,
  hint,
  errors,
  required,
  value,
  onCommit,
  onLeave,
}: {
  id: string;
  label: string;
  hint: string | undefined;
  errors: readonly string[] | undefined;
  required: boolean;
  value: string;
  onCommit: (value: FieldValue) => void;
  onLeave: () => void;
}) {
  const t = useText();
  const { text, edit, commit } = useDraft(value, (next) => onCommit(next));
  const leave = () => {
    commit();
    onLeave();
  };
  return (
    <TextInput
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      required={required}
      optionalText={t('LocKey_Shared_Optional')}
      value={text}
      onChange={edit}
      onBlur={leave}
      onEnter={leave}
    />
  );
}

/**
 * The multi-record editor of spec §4 for supporting documents: saved records with a delete button,
 * "Add more" to open a draft, Upload to check and save it, Cancel to discard it. Each draft takes
 * one file; the file itself stays outside the store, the draft records its name, size and type.
 */
export function MultiRecordEditorBlock({ block, formType }: BlockProps<'multiRecordEditor'>) {
  const t = useText();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectActiveCulture) ?? 'en';
  const content = useAppSelector(selectContent);
  const view = useAppSelector((state) => selectEditorView(state, formType, block));
  const fieldConfigs = view.config?.fields ?? [];
  const configOf = (key: string) => fieldConfigs.find((field) => field.key === key);
  const fileKey = block.fields.find((field) => field.component === 'file')?.field;
  const id = editorIdOf(block);
  const [outcome, announce] = useOutcome();
  // Files live only in this page: leaving it before they are sent loses them, or leaves them unsent.
  const draftFile = view.draft && fileKey ? view.draft.fields[fileKey] : null;
  useLeaveWarning(view.saved.length > 0 || typeof draftFile === 'string', t('LocKey_Documents_LeaveWarning'));

  const records: SavedRecord[] = view.saved.map((record) => {
    const name = fileKey ? record.fields[fileKey] : null;
    return {
      recordClientId: record.clientId,
      fields: block.fields.map(({ component, field: key }) => ({
        label: t(configOf(key)?.label ?? key),
        value: recordValue(configOf(key), component, record, key, t, locale),
      })),
      deleteLabel: t('LocKey_Documents_Delete', { 0: typeof name === 'string' ? name : '' }),
    };
  });

  const draft = view.draft;
  const draftFields = draft
    ? block.fields.map(({ component, field: key }) => {
        const config = configOf(key);
        if (!config) return null;
        const inputId = draftInputIdOf(block, key);
        const common = {
          id: inputId,
          label: t(config.label),
          hint: config.hint ? t(config.hint) : undefined,
          errors: view.draftShownErrors[key],
          required: isFieldRequired(config, draft.fields),
          optionalText: t('LocKey_Shared_Optional'),
        };
        const value = draft.fields[key];
        const touch = () => dispatch(draftFieldsTouched({ clientId: draft.clientId, keys: [key] }));
        if (component === 'file') {
          const size = Number(draft.fields[`${key}Size`]);
          return (
            <FileInput
              key={key}
              {...common}
              file={typeof value === 'string' ? { name: value, size: Number.isFinite(size) ? size : 0 } : null}
              accept={documentInputAccept}
              locale={locale}
              onChange={(file) => dispatch(draftFileChosen(draft.clientId, key, file))}
            />
          );
        }
        if (component === 'select') {
          return (
            <Select
              key={key}
              {...common}
              value={typeof value === 'string' ? value : ''}
              options={choicesOf(config, t, locale)}
              placeholder={config.placeholderText ? t(config.placeholderText) : t('LocKey_Shared_SelectPlaceholder')}
              onChange={(next) =>
                dispatch(draftFieldsChanged({ clientId: draft.clientId, values: { [key]: next === '' ? null : next } }))
              }
              onBlur={touch}
            />
          );
        }
        return (
          <DraftTextInput
            key={key}
            {...common}
            value={typeof value === 'string' ? value : ''}
            onCommit={(next) => dispatch(draftFieldsChanged({ clientId: draft.clientId, values: { [key]: next } }))}
            onLeave={touch}
          />
        );
      })
    : null;

  return (
    <MultiRecordEditor
      id={id}
      title={t(block.title)}
      records={records}
      emptyText={block.emptyText ? t(block.emptyText) : undefined}
      allowUserToDeleteRecords={block.allowUserToDeleteRecords}
      onDeleteRecord={(clientId) => {
        const name = fileKey ? view.saved.find((record) => record.clientId === clientId)?.fields[fileKey] : null;
        dispatch(deleteRequested(clientId));
        // The row is gone with the button pressed: the editor's status says what happened.
        if (typeof name === 'string') announce('success', t('LocKey_Shared_Removed', { 0: name }));
      }}
      // Keyed by the draft: a new draft gets new inputs (the browser's file input keeps its last file).
      draft={draft && draftFields ? <Fragment key={draft.clientId}>{draftFields}</Fragment> : null}
      draftKey={draft?.clientId}
      draftTitle={t(block.draftTitle)}
      addMoreLabel={t(view.saved.length > 0 ? 'LocKey_Documents_AddAnother' : 'LocKey_Documents_Add')}
      uploadLabel={t('LocKey_Documents_Upload')}
      cancelLabel={t('LocKey_Shared_Cancel')}
      onAddMore={() => dispatch(addMoreRequested(formType, block))}
      onUpload={() => {
        if (!draft) return;
        const name = fileKey ? draft.fields[fileKey] : null;
        if (dispatch(uploadRequested(formType, block)) === 'saved') {
          if (typeof name === 'string') announce('success', t('LocKey_Documents_Saved', { 0: name }));
          return;
        }
        // Refused: the reasons show at the fields; the status says them too, as focus stays on Upload.
        const reasons = Object.values(view.draftMessages)
          .flat()
          .map((message) => formatRuleMessage(content, message));
        announce('warning', t('LocKey_Documents_NotAdded', { 0: asSentences(reasons) }));
      }}
      onCancel={() => {
        if (draft) dispatch(cancelRequested(draft.clientId));
      }}
      validationMessage={view.shownMessage}
      outcome={outcome}
    />
  );
}
