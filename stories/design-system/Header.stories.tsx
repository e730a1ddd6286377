import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '#design-system/Header/Header.tsx';
import { demoHeader } from '../support/demoChrome.tsx';

const meta = {
  title: 'Design system/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  // Every story in Spanish too (the toolbar's language), in the visual and axe tests.
  tags: ['locale-es'],
  args: { title: '', caseName: '', caseNumber: '' },
  // The demo settlement's texts in the toolbar's language.
  render: (args, { globals }) => <Header {...demoHeader(globals.locale ?? 'en', args.layout ?? 'standard')} />,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = { args: { layout: 'standard' } };
export const Ftc: Story = { args: { layout: 'ftc' } };
export const Kontent: Story = { args: { layout: 'kontent' } };

/** The claim menu open: Check Claim Status, Upload Documents, Change My Address. */
export const ClaimMenuOpen: Story = {
  args: { layout: 'standard' },
  render: (args, { globals }) => {
    const props = demoHeader(globals.locale ?? 'en', args.layout ?? 'standard');
    return (
      <div style={{ minHeight: '16rem' }}>
        <Header
          {...props}
          navigation={
            props.navigation && { ...props.navigation, menu: { ...props.navigation.menu, defaultOpen: true } }
          }
        />
      </div>
    );
  },
};

/** Spanish is active: the English link shows beside the language selector (spec §1). */
export const SpanishWithEnglishLink: Story = {
  // Spanish whatever the toolbar says, so a second check in Spanish would see the same page.
  tags: ['!locale-es'],
  args: { layout: 'kontent' },
  render: (args) => <Header {...demoHeader('es', args.layout ?? 'kontent')} />,
};

/** Links that stay in the same tab (a settlement may turn the new-tab default off). */
export const LinksInSameTab: Story = {
  args: { layout: 'standard' },
  render: (args, { globals }) => {
    const props = demoHeader(globals.locale ?? 'en', args.layout ?? 'standard');
    return <Header {...props} navigation={props.navigation && { ...props.navigation, openInNewTab: false }} />;
  },
};

/** One culture only: no language selector. */
export const SingleLanguage: Story = {
  args: { layout: 'standard' },
  render: (args, { globals }) => (
    <Header {...demoHeader(globals.locale ?? 'en', args.layout ?? 'standard')} language={undefined} />
  ),
};
