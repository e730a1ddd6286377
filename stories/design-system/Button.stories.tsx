import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#design-system/Button/Button.tsx';

/** A plain plus sign, drawn here so the story does not depend on the icon set. */
const plusIcon = (
  <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" focusable="false">
    <path d="M7 1h2v6h6v2H9v6H7V9H1V7h6z" />
  </svg>
);

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { label: 'Continue', variant: 'default' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary', label: 'Next' } };
export const Secondary: Story = { args: { variant: 'secondary', label: 'Back' } };
export const OutlinePrimary: Story = { args: { variant: 'outlinePrimary', label: 'Add another document' } };
export const OutlineSecondary: Story = { args: { variant: 'outlineSecondary', label: 'Cancel' } };
export const Outline: Story = { args: { variant: 'outline', label: 'Print this page' } };
export const Disabled: Story = { args: { variant: 'primary', label: 'Submit claim', disabled: true } };
export const WithIcon: Story = { args: { variant: 'primary', label: 'Add a vehicle', icon: plusIcon } };
export const IconOnly: Story = {
  args: { variant: 'outline', label: undefined, icon: plusIcon, accessibleLabel: 'Add a vehicle' },
};

/** Every style in a row, enabled and disabled, to compare them at a glance. */
export const AllStyles: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {[false, true].map((disabled) => (
        <div key={String(disabled)} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
          {(['default', 'primary', 'secondary', 'outlinePrimary', 'outlineSecondary', 'outline', 'link'] as const).map(
            (variant) => (
              <Button key={variant} variant={variant} label={variant} disabled={disabled} />
            ),
          )}
        </div>
      ))}
    </div>
  ),
};
