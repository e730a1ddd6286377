import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  SessionTimeoutModal,
  type SessionTimeoutModalProps,
} from '#design-system/SessionTimeoutModal/SessionTimeoutModal.tsx';
import { spanishArgs } from '../support/locale.ts';
import { InStoryRoot } from './storyRoot.tsx';

const meta = {
  title: 'Design system/SessionTimeoutModal',
  component: SessionTimeoutModal,
  // In Spanish too (the toolbar's language), in the visual and axe tests.
  tags: ['locale-es'],
  render: (args) => <InStoryRoot>{(container) => <SessionTimeoutModal {...args} container={container} />}</InStoryRoot>,
  args: {
    open: true,
    secondsRemaining: 59,
    title: 'Your session is about to end',
    message: 'For your security, your session will end soon. Choose Continue to keep working on your claim.',
    continueLabel: 'Continue',
    onContinue: () => {},
  },
  parameters: spanishArgs<SessionTimeoutModalProps>({
    title: 'Su sesión está por terminar',
    message: 'Por su seguridad, su sesión terminará pronto. Elija Continuar para seguir trabajando en su reclamación.',
    continueLabel: 'Continuar',
  }),
} satisfies Meta<typeof SessionTimeoutModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMinuteLeft: Story = { args: { secondsRemaining: 60 } };
export const SecondsLeft: Story = { args: { secondsRemaining: 9 } };
