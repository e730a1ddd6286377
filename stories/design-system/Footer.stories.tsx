import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '#design-system/Footer/Footer.tsx';
import { demoFooter } from '../support/demoChrome.tsx';

const meta = {
  title: 'Design system/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  // Every layout in Spanish too (the toolbar's language), in the visual and axe tests.
  tags: ['locale-es'],
  args: demoFooter('en', 'standard'),
  // The demo settlement's texts in the toolbar's language.
  render: (args, { globals }) => <Footer {...demoFooter(globals.locale ?? 'en', args.layout ?? 'standard')} />,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = { args: { layout: 'standard' } };
export const Ftc: Story = { args: { layout: 'ftc' } };
/** Kontent adds the Questions subheader and the welcome line with the case name. */
export const Kontent: Story = { args: { layout: 'kontent' } };
