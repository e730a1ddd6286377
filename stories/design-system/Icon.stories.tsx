import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from '#design-system/Icon/Icon.tsx';

const meta = {
  title: 'Design system/Icon',
  component: Icon,
  args: { name: 'trash' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const Labelled: Story = { args: { name: 'globe', label: 'Language' } };

/** The 13 registered icons of spec §1, each with its name. */
export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: '1rem',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', fontSize: '1.5rem' }}>
          <Icon name={name} />
          <span style={{ fontSize: '0.875rem' }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
