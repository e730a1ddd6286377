import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyBlock } from '#design-system/CopyBlock/CopyBlock.tsx';
import { Disclosure } from '#design-system/Disclosure/Disclosure.tsx';

const meta = {
  title: 'Design system/Disclosure',
  component: Disclosure,
  args: {
    summary: 'Who is included in the settlement?',
    children: (
      <CopyBlock
        paragraphs={[
          'Drivers whose personal data the vehicles’ telematics exposed are in the Data Class.',
          'Owners and lessees of 2019–2022 Aurora and Cascade vehicles that needed the infotainment-module repair are in the Vehicle Class.',
        ]}
      />
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Spanish: Story = {
  args: {
    defaultOpen: true,
    summary: '¿Quién está incluido en el acuerdo?',
    children: (
      <CopyBlock
        paragraphs={['Los conductores cuyos datos personales quedaron expuestos forman parte de la Clase de Datos.']}
      />
    ),
  },
};
