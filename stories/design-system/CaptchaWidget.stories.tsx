import type { Meta, StoryObj } from '@storybook/react-vite';
import { CaptchaWidget } from '#design-system/CaptchaWidget/CaptchaWidget.tsx';

const meta = {
  title: 'Design system/CaptchaWidget',
  component: CaptchaWidget,
  // No site key, so nothing is loaded: stories never reach the network. The invisible widget has
  // no look of its own; the story documents the container and its props.
  args: { provider: 'hCaptcha', siteKey: null, onToken: () => {} },
} satisfies Meta<typeof CaptchaWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HCaptchaWithoutSiteKey: Story = {};
export const GoogleReCaptchaWithoutSiteKey: Story = { args: { provider: 'GoogleReCaptcha' } };
