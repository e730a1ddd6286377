import * as RadixSelect from '@radix-ui/react-select';
import { useState } from 'react';
import { Field } from '../Field/Field.tsx';
import { control } from '../Field/Field.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { withNoneOption, type ChoiceFieldProps } from '../Select/Select.tsx';
import * as styles from './DropdownSelect.css.ts';

/** No option value may be the empty string: Radix Select reserves it for "nothing chosen". */
export interface DropdownSelectProps extends ChoiceFieldProps {
  /** Open at first render (stories and screenshots). */
  defaultOpen?: boolean | undefined;
}

/**
 * A choice from a styled list, on Radix Select (keyboard, typeahead and ARIA from the primitive).
 * For form fields prefer the native Select; use this where the list must match the theme.
 */
export function DropdownSelect({
  value,
  onChange,
  onBlur,
  options,
  placeholder,
  hasNoneOption,
  noneOptionLabel = 'None',
  noneOptionValue = 'None',
  defaultOpen,
  disabled,
  ...field
}: DropdownSelectProps) {
  const choices = withNoneOption(options, hasNoneOption, noneOptionLabel, noneOptionValue);
  const [open, setOpen] = useState(defaultOpen ?? false);
  return (
    <Field {...field}>
      {(controlProps) => (
        <RadixSelect.Root
          value={value}
          onValueChange={onChange}
          open={open}
          onOpenChange={(isOpen) => {
            setOpen(isOpen);
            if (!isOpen) onBlur?.();
          }}
          disabled={disabled}
        >
          {/* Open, Radix hides everything outside the list with aria-hidden, the trigger included,
              and traps focus in the list; out of the tab order meanwhile, the trigger is no focusable
              element inside hidden content (axe aria-hidden-focus). Radix still returns focus to it. */}
          <RadixSelect.Trigger
            {...controlProps}
            tabIndex={open ? -1 : undefined}
            className={`${control} ${styles.trigger}`}
          >
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon className={styles.chevron}>
              <Icon name="chevron-down" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={styles.viewport}>
                {choices.map((option) => (
                  <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={styles.indicator}>
                      <Icon name="check" />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
