import type { FooterProps } from '#design-system/Footer/Footer.tsx';
import type { HeaderProps } from '#design-system/Header/Header.tsx';
import { siteNavigation } from '#app/layout/siteLinks.ts';
import en from '#pages-config/settlements/demo/content/en.json';
import es from '#pages-config/settlements/demo/content/es.json';
import settlement from '#pages-config/settlements/demo/settlement.json';
import { deadlineTextArguments, formDeadlineTextArguments } from '#pages-config/rules/deadlines.ts';
import { resolveDeadlines } from '#pages-config/rules/deadlineSettings.ts';
import { formatContent } from '#pages-config/rules/message.ts';

/** The demo's deadlines as the server answers them, written in both languages. */
const demoDeadlines = resolveDeadlines(settlement.deadlines, ['en', 'es']);

/**
 * The demo settlement's page chrome texts in the story's locale (the toolbar's `locale` global),
 * as the app's Layout builds them on the Standard form's pages: the same content keys and deadline
 * arguments, so the stories show the real wording.
 */
export function demoTexts(locale: string) {
  const content: Record<string, string> = locale === 'es' ? es : en;
  const deadlines = {
    ...deadlineTextArguments(demoDeadlines, locale),
    ...formDeadlineTextArguments(demoDeadlines, 'Standard', locale),
  };
  return (key: string, values?: Record<string, string | number>) =>
    formatContent(content, key, { ...deadlines, ...values });
}

export type Layout = 'standard' | 'ftc' | 'kontent';

/** The header of the demo settlement in one layout, as app/layout/Layout.tsx passes it. */
export function demoHeader(locale: string, layout: Layout): HeaderProps {
  const t = demoTexts(locale);
  return {
    layout,
    title: t('LocKey_Shared_ClaimsAdminTitle'),
    caseName: settlement.case.name,
    caseNumber: settlement.case.number,
    projectTitle: layout === 'ftc' ? t('LocKey_Header_ProjectTitle') : undefined,
    subtitle: layout === 'ftc' ? t('LocKey_Header_ProjectSubtitle') : undefined,
    topBarText: layout === 'kontent' ? t('LocKey_Header_TopBar') : undefined,
    logo: layout === 'standard' ? undefined : { src: settlement.branding.logoSrc, alt: t(settlement.branding.logoAlt) },
    headerImage: layout === 'kontent' ? { src: settlement.branding.headerImageSrc, alt: '' } : undefined,
    navigation: siteNavigation('https://www.northwindsettlement.example', t),
    englishLink: locale === 'en' ? undefined : { label: t('LocKey_Shared_EnglishLink'), href: '?culture=en' },
    language: {
      label: t('LocKey_Shared_Language'),
      options: Object.entries(settlement.cultures.enabled).map(([label, value]) => ({ value, label })),
      value: locale,
      onChange: () => {},
      hrefOf: (culture) => `?culture=${culture}`,
    },
  };
}

/** The footer of the demo settlement in one layout; the year is fixed so screenshots stay the same. */
export function demoFooter(locale: string, layout: Layout): FooterProps {
  const t = demoTexts(locale);
  const administrator = settlement.claimsAdministrator;
  return {
    layout,
    heading: t('LocKey_Footer_ForMoreInformation'),
    questionsHeading: layout === 'kontent' ? t('LocKey_Footer_Questions') : undefined,
    welcome: layout === 'kontent' ? t('LocKey_Footer_Welcome', { caseName: settlement.case.name }) : undefined,
    visitText: t('LocKey_Footer_Visit'),
    phone: { text: t('LocKey_Footer_Phone', { phone: administrator.phone }), number: administrator.phone },
    email: { text: t('LocKey_Footer_Email', { email: administrator.email }), address: administrator.email },
    mail: { label: t('LocKey_Footer_Mail'), lines: administrator.mailingAddress },
    copyright: t('LocKey_Footer_Copyright', { year: 2026 }),
    privacyPolicy: { label: t('LocKey_Footer_PrivacyPolicy'), href: 'https://www.northwindsettlement.example/privacy' },
    backToTop: { label: t('LocKey_Footer_BackToTop'), href: '#header-area' },
  };
}

/** The demo settlement's banner texts. */
export function demoBanner(locale: string) {
  const t = demoTexts(locale);
  return {
    header: t(settlement.banner.header),
    lines: settlement.banner.copyLines.map((key) => t(key)),
    image: { src: settlement.banner.imgSrc, alt: '' },
  };
}
