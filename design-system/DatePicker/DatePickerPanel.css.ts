import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css.ts';

// The calendar's and grids' styles, in the chunk that loads when the calendar opens (DatePickerPanel).

/** react-day-picker's own stylesheet, re-coloured with the theme (two classes outrank its one). */
export const calendar = style({
  selectors: {
    '&.rdp-root': {
      vars: {
        '--rdp-accent-color': vars.color.primary,
        '--rdp-accent-background-color': vars.color.surface,
        '--rdp-today-color': vars.color.primary,
        // Targets of 40 px, above WCAG 2.5.8's 24 px.
        '--rdp-day-height': '2.5rem',
        '--rdp-day-width': '2.5rem',
        '--rdp-day_button-height': '2.375rem',
        '--rdp-day_button-width': '2.375rem',
        // Spec §9: outside days are shown; keep them readable (AA) rather than faded.
        '--rdp-outside-opacity': '1',
        '--rdp-weekday-opacity': '1',
      },
      fontFamily: vars.font.body,
      color: vars.color.text,
    },
  },
});

/** Touch swipes turn the month; vertical panning still scrolls the page. */
export const swipeArea = style({ touchAction: 'pan-y' });

/** The month, year and time pickers' content. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  fontFamily: vars.font.body,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  fontWeight: vars.fontWeight.bold,
});

/** The look the year select and the month, year and time items share: 44 px high, above WCAG 2.5.8's 24 px. */
const control = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.s}`,
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const yearSelect = control;

export const timeGrids = style({
  flexDirection: 'row',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
});

export const choiceGridBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const choiceGridLabel = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** Columns come from the itemsPerRow setting, the height limit from menuHeight (inline styles). */
export const choiceGrid = style({
  // The items' offsetTop is measured from the grid, to scroll the chosen one into view.
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  overflowY: 'auto',
  // Room for the focus outline of the items at the edges.
  padding: vars.space.xxs,
});

/** A month, year or time item. */
export const choice = style([
  control,
  {
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface },
      '&[aria-pressed="true"]': {
        color: vars.color.primaryText,
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
]);

export const actionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.s,
  paddingTop: vars.space.s,
  borderTop: `1px solid ${vars.color.border}`,
});

export const actionSpacer = style({ flexGrow: 1 });
