import type { SiteLink } from '#design-system/Header/SiteNavigation.tsx';
import type { TextLookup } from '../i18n/useText.ts';

/** A page of the settlement website: its path under the base URL (spec §2 site links). */
function siteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/(?<!\/)\/+$/, '')}${path}`;
}

/** Adds the claimant's language to a link of the site (the identity when the language is the default). */
export type Localize = (url: string) => string;

/**
 * The header's navigation (spec §1 and §2): the settlement website's pages, each under the
 * settlement's base URL (the claim form at /), and the claim menu; in a new tab unless the
 * settlement's `openHeaderLinksInNewTab` is false. Each keeps the claimant's language.
 */
export function siteNavigation(baseUrl: string, t: TextLookup, openInNewTab = true, localize: Localize = (url) => url) {
  const link = (key: string, path: string): SiteLink => ({ label: t(key), href: localize(siteUrl(baseUrl, path)) });
  return {
    label: t('LocKey_Nav_Label'),
    toggleLabel: t('LocKey_Nav_Menu'),
    links: [
      link('LocKey_Nav_Home', '/'),
      link('LocKey_Nav_KeyDates', '/dates'),
      link('LocKey_Nav_ImportantDocuments', '/documents'),
      link('LocKey_Nav_FileClaim', '/'),
      link('LocKey_Nav_Faq', '/faq'),
      link('LocKey_Nav_ContactUs', '/contact'),
    ],
    menu: {
      label: t('LocKey_Nav_ManageClaim'),
      links: [
        link('LocKey_Nav_CheckClaimStatus', '/claim/status'),
        link('LocKey_Nav_UploadDocuments', '/documents-upload'),
        link('LocKey_Nav_ChangeAddress', '/coa'),
      ],
    },
    openInNewTab,
    newTabHint: t('LocKey_Shared_OpensInNewTab'),
  };
}

/** The footer's privacy policy link: the settlement's own, or the website's /privacy page in the claimant's language. */
export function privacyPolicyUrl(
  baseUrl: string,
  configured: string | undefined,
  localize: Localize = (url) => url,
): string {
  return configured ?? localize(siteUrl(baseUrl, '/privacy'));
}
