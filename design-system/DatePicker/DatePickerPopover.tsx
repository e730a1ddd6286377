import * as Popover from '@radix-ui/react-popover';
import { Suspense, type ReactNode, type RefObject } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

export interface DatePickerPopoverProps {
  /** Whether the calendar is open; the picker keeps this state, so it outlives the placeholder. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The input and its button, which the calendar opens under (the picker's own box, outside this chunk). */
  anchorRef: RefObject<HTMLDivElement | null>;
  /** The popover's content element: the picker closes the calendar when the page scrolls outside it. */
  contentRef: RefObject<HTMLDivElement | null>;
  /** The accessible name of the button and of the calendar, e.g. "Choose date". */
  label: string;
  /**
   * The button's and the popover's classes (DatePicker.css.ts). The picker passes them: the plain
   * button it shows first has the same look, and importing its styles here would make this chunk
   * import the date field's to reach them.
   */
  classNames: { trigger: string; popover: string };
  /** Pixels between the input and the calendar. */
  sideOffset: number;
  disabled: boolean | undefined;
  /** Where focus goes as the calendar closes; the event is Radix's, preventable. */
  onCloseAutoFocus: (event: Event) => void;
  /** What the spinner says while the calendar's own chunk loads (once this chunk is in, it rarely does). */
  loadingLabel: string;
  /** The calendar or grids (DatePickerPanel, from its own chunk). */
  children: ReactNode;
}

/**
 * The date picker's button and its calendar in a Radix popover: focus, Escape, outside clicks and
 * the button's aria-expanded come from Radix. In a chunk of its own with Radix's popper stack
 * (floating-ui), which a date field needs only once the claimant reaches for the calendar
 * (performance budgets): until then the picker shows a plain button of the same look
 * (DatePicker.tsx), and this replaces it, opened, when first activated.
 */
export function DatePickerPopover({
  open,
  onOpenChange,
  anchorRef,
  contentRef,
  label,
  classNames,
  sideOffset,
  disabled,
  onCloseAutoFocus,
  loadingLabel,
  children,
}: DatePickerPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      {/* The calendar aligns with the input's box, which the picker renders before this chunk is in. */}
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Trigger className={classNames.trigger} aria-label={label} disabled={disabled}>
        <Icon name="chevron-down" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          className={classNames.popover}
          align="start"
          sideOffset={sideOffset}
          aria-label={label}
          // The calendar or grid focuses the chosen item (or today) itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Suspense fallback={<Spinner label={loadingLabel} />}>{children}</Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
