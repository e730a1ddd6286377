import { Button } from '../Button/Button.tsx';
import type { DatePickerTexts } from './datePickerSettings.ts';
import * as styles from './DatePickerPanel.css.ts';

export interface ActionRowProps {
  texts: DatePickerTexts;
  /** Sets the current date or time as the pending value. */
  onNow: () => void;
  /** Closes the calendar without changing the value. */
  onCancel: () => void;
  /** Applies the pending value and closes. */
  onSelect: () => void;
}

/** Spec §9 preset texts: Now at the start, then Cancel and Select, the confirming action last. */
export function ActionRow({ texts, onNow, onCancel, onSelect }: ActionRowProps) {
  return (
    <div className={styles.actionRow}>
      <Button label={texts.now} variant="outline" onClick={onNow} />
      <span className={styles.actionSpacer} />
      <Button label={texts.cancel} variant="outline" onClick={onCancel} />
      <Button label={texts.select} variant="primary" onClick={onSelect} />
    </div>
  );
}
