import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banner } from '#design-system/Banner/Banner.tsx';
import { Button } from '#design-system/Button/Button.tsx';
import { ButtonRow } from '#design-system/ButtonRow/ButtonRow.tsx';
import { CopyBlock } from '#design-system/CopyBlock/CopyBlock.tsx';
import { Footer } from '#design-system/Footer/Footer.tsx';
import { Header } from '#design-system/Header/Header.tsx';
import { Heading } from '#design-system/Heading/Heading.tsx';
import { PageChrome } from '#design-system/PageChrome/PageChrome.tsx';
import { demoBanner, demoFooter, demoHeader, demoTexts, type Layout } from '../support/demoChrome.tsx';

function DemoPage({ locale, layout, banner }: { locale: string; layout: Layout; banner: boolean }) {
  const t = demoTexts(locale);
  return (
    <PageChrome
      skipLinkText={t('LocKey_Shared_SkipToContent')}
      header={<Header {...demoHeader(locale, layout)} />}
      banner={banner ? <Banner {...demoBanner(locale)} /> : null}
      footer={<Footer {...demoFooter(locale, layout)} />}
    >
      <Heading tag="h1">{locale === 'es' ? 'Presente su reclamación' : 'File your claim'}</Heading>
      <CopyBlock
        paragraphs={[
          locale === 'es'
            ? 'Necesitará el número de aviso (Notice ID) y el PIN de su aviso.'
            : 'You will need the Notice ID and PIN printed on your notice.',
        ]}
      />
      <ButtonRow>
        <Button variant="primary" label={t('LocKey_Shared_Next')} />
      </ButtonRow>
    </PageChrome>
  );
}

const meta = {
  title: 'Design system/PageChrome',
  component: DemoPage,
  parameters: { layout: 'fullscreen' },
  // Every layout in Spanish too (the toolbar's language), in the visual and axe tests.
  tags: ['locale-es'],
  args: { locale: 'en', layout: 'standard', banner: false },
  render: (args, { globals }) => <DemoPage {...args} locale={globals.locale ?? 'en'} />,
} satisfies Meta<typeof DemoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};
export const Ftc: Story = { args: { layout: 'ftc' } };
export const Kontent: Story = { args: { layout: 'kontent' } };
/** The banner is shown when the settlement's banner state says so (spec §2). */
export const KontentWithBanner: Story = { args: { layout: 'kontent', banner: true } };
