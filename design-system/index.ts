// The public components of the design system. Field is private: use the inputs built on it.
export { AddressInput, type AddressInputProps, type AddressPart } from './AddressInput/AddressInput.tsx';
export { countryOptions, defaultCountry } from './AddressInput/countries.ts';
export { AlertModal, type AlertModalProps } from './AlertModal/AlertModal.tsx';
export { Banner, type BannerProps } from './Banner/Banner.tsx';
export { Button, type ButtonProps, type ButtonVariant } from './Button/Button.tsx';
export { ButtonRow, type ButtonRowProps } from './ButtonRow/ButtonRow.tsx';
export {
  CaptchaWidget,
  captchaScriptUrls,
  loadScriptOnce,
  type CaptchaProvider,
  type CaptchaWidgetHandle,
  type CaptchaWidgetProps,
} from './CaptchaWidget/CaptchaWidget.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export { Columns, type ColumnsProps } from './Columns/Columns.tsx';
export {
  ConfirmationBlock,
  type ConfirmationBlockProps,
  type ConfirmationKind,
  type ConfirmationPart,
} from './ConfirmationBlock/ConfirmationBlock.tsx';
export { CopyBlock, type CopyBlockProps } from './CopyBlock/CopyBlock.tsx';
export {
  DataSummary,
  type DataSummaryProps,
  type DataSummaryRow,
  type DataSummarySection,
} from './DataSummary/DataSummary.tsx';
export { Disclosure, type DisclosureProps } from './Disclosure/Disclosure.tsx';
export { DocumentList, type DocumentLink, type DocumentListProps } from './DocumentList/DocumentList.tsx';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary/ErrorSummary.tsx';
export {
  FeedbackMessage,
  type FeedbackMessageProps,
  type FeedbackVariant,
} from './FeedbackMessage/FeedbackMessage.tsx';
export { FloatingStatus, type FloatingStatusProps } from './FeedbackMessage/FloatingStatus.tsx';
export {
  FileInput,
  formatFileSize,
  multiFileError,
  type ChosenFile,
  type FileInputProps,
} from './FileInput/FileInput.tsx';
export { Footer, telHref, type FooterProps } from './Footer/Footer.tsx';
export {
  Header,
  headerAreaId,
  type HeaderImage,
  type HeaderLayout,
  type HeaderProps,
  type LanguageSelectorProps,
} from './Header/Header.tsx';
export { SiteNavigation, type SiteLink, type SiteNavigationProps } from './Header/SiteNavigation.tsx';
export { DatePicker, datePickerArrayError, type DatePickerProps } from './DatePicker/DatePicker.tsx';
export {
  datePickerFormats,
  datePickerYearRange,
  formatPickerDate,
  parsePickerDate,
  type DatePickerFormat,
} from './DatePicker/dateFormats.ts';
export {
  DisplayValuesRow,
  maxDisplayFields,
  maxDisplayFieldsWithActions,
  type DisplayValue,
  type DisplayValuesRowProps,
} from './DisplayValuesRow/DisplayValuesRow.tsx';
export { DropdownSelect, type DropdownSelectProps } from './DropdownSelect/DropdownSelect.tsx';
export { Heading, type HeadingProps } from './Heading/Heading.tsx';
export { HoneypotField, type HoneypotFieldProps } from './HoneypotField/HoneypotField.tsx';
export { Icon, iconNames, type IconName, type IconProps } from './Icon/Icon.tsx';
export {
  DraftPanel,
  EditorValidationMessage,
  MultiRecordEditor,
  type DraftPanelProps,
  type MultiRecordEditorProps,
  type SavedRecord,
} from './MultiRecordEditor/MultiRecordEditor.tsx';
export { Modal, type ModalProps } from './Modal/Modal.tsx';
export {
  NameInput,
  namePartsByLayout,
  type NameInputProps,
  type NameLayout,
  type NamePart,
} from './NameInput/NameInput.tsx';
export { PageChrome, mainContentId, type PageChromeProps } from './PageChrome/PageChrome.tsx';
export { Panel, type PanelProps } from './Panel/Panel.tsx';
export { RadioGroup, radioIdFor, type RadioGroupProps } from './RadioGroup/RadioGroup.tsx';
export {
  formatCountdown,
  SessionTimeoutModal,
  type SessionTimeoutModalProps,
} from './SessionTimeoutModal/SessionTimeoutModal.tsx';
export { Select, type ChoiceOption, type SelectProps } from './Select/Select.tsx';
export { Spinner, type SpinnerProps } from './Spinner/Spinner.tsx';
export {
  TableEditor,
  TableEditorCard,
  TableEditorRow,
  TableEditorSummaryItem,
  addRowButtonIdOf,
  changeButtonIdOf,
  deleteButtonIdOf,
  useFocusLeave,
  useTableEditorLayout,
  type TableEditorCardLabels,
  type TableEditorCardProps,
  type TableEditorColumn,
  type TableEditorLayout,
  type TableEditorProps,
  type TableEditorRowProps,
  type TableEditorSummaryItemProps,
} from './TableEditor/TableEditor.tsx';
export { TextArea, type TextAreaProps } from './TextArea/TextArea.tsx';
export { TextInput, type TextInputProps } from './TextInput/TextInput.tsx';
export { formatWithMask, maskNames, masks, numberMask, type MaskDefinition, type MaskName } from './TextInput/masks.ts';
export { Toast, type ToastProps, type ToastVariant } from './Toast/Toast.tsx';
export { ToastProvider, useToast, type ToastProviderProps } from './Toast/ToastProvider.tsx';
export {
  ToastMethodError,
  toastMethodNames,
  type ToastHandle,
  type ToastMethodName,
  type ToastMethods,
  type ToastOptions,
} from './Toast/toastHandle.ts';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden.tsx';
