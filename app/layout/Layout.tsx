import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Banner } from '#design-system/Banner/Banner.tsx';
import { FeedbackMessage } from '#design-system/FeedbackMessage/FeedbackMessage.tsx';
import { Footer } from '#design-system/Footer/Footer.tsx';
import { Header, headerAreaId } from '#design-system/Header/Header.tsx';
import { PageChrome } from '#design-system/PageChrome/PageChrome.tsx';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import { themeClassFor } from '#themes/index.ts';
import { usePublicCall } from '../api/usePublicCall.ts';
import { withCulture } from '../features/navigation/paths.ts';
import { useAddress } from '../features/navigation/router.ts';
import { useShownFormType } from '../features/navigation/shownForm.ts';
import { useText } from '../i18n/useText.ts';
import { DraftSavedIndicator } from './DraftSavedIndicator.tsx';
import { scrollToTop } from './scrollToTop.ts';
import { privacyPolicyUrl, siteNavigation } from './siteLinks.ts';

export interface LayoutProps {
  settlement: SettlementResponse;
  culture: string;
  children: ReactNode;
}

function currentYear(): number {
  return new Date().getFullYear();
}

/**
 * The theme class on <html> (so body takes its colours) and the culture as <html lang>, both
 * before the browser paints: the theme's tokens (sizes, spaces, fonts) hang on that class, and a
 * first frame painted without it laid the page out again once it came (a shift of the whole page).
 */
function useDocumentRoot(themeClass: string, culture: string): void {
  useLayoutEffect(() => {
    document.documentElement.classList.add(themeClass);
    return () => document.documentElement.classList.remove(themeClass);
  }, [themeClass]);
  useLayoutEffect(() => {
    document.documentElement.lang = culture;
  }, [culture]);
}

/**
 * Spec §2: navigating scrolls to the top. Focus moves to the new page's h1 so screen-reader and
 * keyboard users start at the new content (not on the first load: the browser handles that).
 */
function useScrollAndFocusOnNavigation(): void {
  const [pathname] = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    scrollToTop();
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Whether the page is a form's start page (spec §2: Standard starts at / and at /standard). The
 * header's picture and the banner show there only: on a phone they came before every step's
 * question, which then started a screen or more below the top.
 */
function isStartPage(settlement: SettlementResponse, pathname: string): boolean {
  return pathname === '/standard' || settlement.forms.some((form) => form.steps[0]?.path === pathname);
}

/**
 * This page in a culture: with ?culture= (spec §1's link back to English: ?culture=en), and the
 * session-expired page's form. Other query values are left out: the page is the same without them,
 * and a page rendered once on the server for every claimant (serverRendering/) cannot know them.
 */
function cultureHref(search: string, pathname: string, culture: string): string {
  const form = new URLSearchParams(search).get('form');
  const params = new URLSearchParams(form ? { form } : {});
  params.set('culture', culture);
  return `${pathname}?${params.toString()}`;
}

/**
 * The page chrome around every route: theme, header in the settlement's layout with the
 * navigation, the English link and the language selector, the banner when the settlement shows
 * it, the footer, and the form the pages sit in. The browser never sends it (spec §2): a step's
 * Next is its submit button, so Enter in a one-line field presses Next, and the app does the rest.
 */
export function Layout({ settlement, culture, children }: LayoutProps) {
  const t = useText();
  const location = useAddress();
  const [, setSearchParams] = useSearchParams();
  // Spec §6: a 403 answers nothing (null) and is not an error; the settlement's cultures stand in.
  const { data: cultures, isError: culturesFailed } = usePublicCall({ call: 'getCultures' });
  const themeClass = themeClassFor(settlement.theme);
  useDocumentRoot(themeClass, culture);
  useScrollAndFocusOnNavigation();

  const enabled = cultures ?? settlement.cultures.enabled;
  const languageOptions = Object.entries(enabled).map(([name, code]) => ({ value: code, label: name }));
  const administrator = settlement.claimsAdministrator;
  const { layout, branding, banner } = settlement;
  const startPage = isStartPage(settlement, location.pathname);
  const formType = useShownFormType();
  // A form type's start page may have a banner of its own (e.g. about sending documents); either
  // way its texts may name the form's deadline ({formDeadlineLongDate}), filled by useText.
  const bannerTexts = (formType && banner?.forms?.[formType]) ?? banner;
  // An image with its intrinsic size where the server knows it (settlement imageSizes).
  const image = (src: string, alt: string) => ({ src, alt, ...settlement.imageSizes?.[src] });
  // The site's links keep the claimant's language, as the app's own paths do.
  const localize = (url: string) => withCulture(url, culture, settlement.cultures.default);
  // Spec §2: switching language keeps the page and sets ?culture=.
  const setCulture = (code: string) =>
    setSearchParams((params) => {
      params.set('culture', code);
      return params;
    });

  return (
    <PageChrome
      skipLinkText={t('LocKey_Shared_SkipToContent')}
      pageKey={startPage ? 'start' : 'steps'}
      header={
        <Header
          layout={layout}
          title={t('LocKey_Shared_ClaimsAdminTitle')}
          caseName={settlement.case.name}
          caseNumber={settlement.case.number}
          projectTitle={layout === 'ftc' ? t('LocKey_Header_ProjectTitle') : undefined}
          subtitle={layout === 'ftc' ? t('LocKey_Header_ProjectSubtitle') : undefined}
          topBarText={layout === 'kontent' ? t('LocKey_Header_TopBar') : undefined}
          logo={branding && layout !== 'standard' ? image(branding.logoSrc, t(branding.logoAlt)) : undefined}
          headerImage={
            startPage && branding?.headerImageSrc && layout === 'kontent'
              ? image(branding.headerImageSrc, branding.headerImageAlt ? t(branding.headerImageAlt) : '')
              : undefined
          }
          navigation={siteNavigation(settlement.baseUrl, t, settlement.openHeaderLinksInNewTab, localize)}
          englishLink={
            culture === 'en'
              ? undefined
              : {
                  label: t('LocKey_Shared_EnglishLink'),
                  href: cultureHref(location.search, location.pathname, 'en'),
                  onSelect: () => setCulture('en'),
                }
          }
          language={{
            label: t('LocKey_Shared_Language'),
            options: languageOptions,
            value: culture,
            onChange: setCulture,
            hrefOf: (code) => cultureHref(location.search, location.pathname, code),
          }}
        />
      }
      banner={
        startPage && banner?.show && bannerTexts ? (
          <Banner
            header={t(bannerTexts.header)}
            lines={bannerTexts.copyLines.map((key) => t(key))}
            image={banner.imgSrc ? image(banner.imgSrc, banner.imgAlt ? t(banner.imgAlt) : '') : undefined}
          />
        ) : null
      }
      footer={
        <Footer
          layout={layout}
          heading={t('LocKey_Footer_ForMoreInformation')}
          questionsHeading={layout === 'kontent' ? t('LocKey_Footer_Questions') : undefined}
          welcome={layout === 'kontent' ? t('LocKey_Footer_Welcome', { caseName: settlement.case.name }) : undefined}
          visitText={t('LocKey_Footer_Visit')}
          phone={{ text: t('LocKey_Footer_Phone', { phone: administrator.phone }), number: administrator.phone }}
          email={{ text: t('LocKey_Footer_Email', { email: administrator.email }), address: administrator.email }}
          mail={{ label: t('LocKey_Footer_Mail'), lines: administrator.mailingAddress }}
          copyright={t('LocKey_Footer_Copyright', { year: currentYear() })}
          privacyPolicy={{
            label: t('LocKey_Footer_PrivacyPolicy'),
            href: privacyPolicyUrl(settlement.baseUrl, settlement.privacyPolicyUrl, localize),
          }}
          backToTop={{ label: t('LocKey_Footer_BackToTop'), href: `#${headerAreaId}` }}
        />
      }
    >
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        {culturesFailed ? (
          // Spec §8: a failed culture fetch shows the problem text and the administrator's email.
          <FeedbackMessage variant="warning" announce="assertive">
            {t('LocKey_Shared_ErrorMessage_Problem')}{' '}
            <a href={`mailto:${administrator.email}`}>
              {t('LocKey_Shared_ContactEmail', { email: administrator.email })}
            </a>
          </FeedbackMessage>
        ) : null}
        <DraftSavedIndicator />
        {children}
      </form>
    </PageChrome>
  );
}
