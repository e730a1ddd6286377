import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banner } from '#design-system/Banner/Banner.tsx';
import { demoBanner } from '../support/demoChrome.tsx';

const meta = {
  title: 'Design system/Banner',
  component: Banner,
  parameters: { layout: 'fullscreen' },
  // In Spanish too (the toolbar's language), in the visual and axe tests.
  tags: ['locale-es'],
  args: demoBanner('en'),
  render: (args, { globals }) => {
    const texts = demoBanner(globals.locale ?? 'en');
    return <Banner {...texts} image={args.image} />;
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const WithoutImage: Story = { args: { image: undefined } };
