import type { MouseEvent } from 'react';
import type { ChoiceOption } from '../Select/Select.tsx';
import { SiteNavigation, type SiteNavigationProps } from './SiteNavigation.tsx';
import * as styles from './Header.css.ts';

/** The id of the header, the target of "Back to top" links (spec §1: smooth scroll to the header area). */
export const headerAreaId = 'header-area';

export interface LanguageSelectorProps {
  /** The name of the list of languages, already translated ("Language", "Idioma"). */
  label: string;
  /** The enabled cultures: value is the culture code, label the language's own name. */
  options: readonly ChoiceOption[];
  /** The active culture code. */
  value: string;
  /** Called with the culture code the claimant chose. */
  onChange: (culture: string) => void;
  /** The address of this page in a culture: each language's link, followed where JavaScript is off. */
  hrefOf: (culture: string) => string;
}

/** An image with its text alternative; an empty `alt` marks it decorative. */
export interface HeaderImage {
  src: string;
  alt: string;
  /** Its intrinsic size, when known: the browser reserves its shape before it arrives. */
  width?: number | undefined;
  height?: number | undefined;
}

/** The three page chrome variants of spec §1. */
export type HeaderLayout = 'standard' | 'ftc' | 'kontent';

export interface HeaderProps {
  /** standard; ftc (project title, subtitle and logo); kontent (top bar, logo and header image). */
  layout?: HeaderLayout;
  /** The claims administrator's title, already translated. */
  title: string;
  /** The case name as the notice gives it (a proper name, not translated). */
  caseName: string;
  /** The case number, e.g. "Case No. 3:25-cv-04821". */
  caseNumber: string;
  /** ftc layout: the project's title, shown largest. */
  projectTitle?: string | undefined;
  /** ftc layout: the line under the project title. */
  subtitle?: string | undefined;
  /** kontent layout: the text of the top bar. */
  topBarText?: string | undefined;
  /** ftc and kontent layouts: the settlement's logo. */
  logo?: HeaderImage | undefined;
  /** kontent layout: the wide image under the navigation. */
  headerImage?: HeaderImage | undefined;
  /** The site navigation: links and the claim menu. */
  navigation?: SiteNavigationProps | undefined;
  /** A link back to English, given when the active culture is not English (spec §1). */
  englishLink?: {
    label: string;
    href: string;
    onSelect?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  };
  /** The languages to choose from; left out when the site has one culture. */
  language?: LanguageSelectorProps | undefined;
}

/**
 * The languages as links, the active one as plain text (GOV.UK's language switcher). A choice is a
 * press on a link, never a keystroke passing over it: a native select changed the page on each arrow
 * key. Links work without JavaScript too; with it, the app switches in place (`onChange`).
 */
function LanguageLinks({ language }: { language: LanguageSelectorProps }) {
  return (
    <nav aria-label={language.label}>
      <ul className={styles.languages}>
        {language.options.map((option) => (
          <li key={option.value}>
            {option.value === language.value ? (
              <span className={styles.currentLanguage} lang={option.value} aria-current="true">
                {option.label}
              </span>
            ) : (
              <a
                className={styles.toolLink}
                href={language.hrefOf(option.value)}
                lang={option.value}
                hrefLang={option.value}
                onClick={(event) => {
                  // A press opening the link elsewhere (a new tab, a new window) is the browser's.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  language.onChange(option.value);
                }}
              >
                {option.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LanguageTools({ englishLink, language }: Pick<HeaderProps, 'englishLink' | 'language'>) {
  const showLanguages = language && language.options.length > 1;
  // Spec §1's English link, where English is not among the languages listed.
  const showEnglishLink = englishLink && !(showLanguages && language.options.some((option) => option.value === 'en'));
  if (!showEnglishLink && !showLanguages) return null;
  return (
    <div className={styles.tools}>
      {showEnglishLink ? (
        <a
          className={styles.toolLink}
          href={englishLink.href}
          lang="en"
          hrefLang="en"
          onClick={(event) => {
            if (!englishLink.onSelect) return;
            event.preventDefault();
            englishLink.onSelect(event);
          }}
        >
          {englishLink.label}
        </a>
      ) : null}
      {showLanguages ? <LanguageLinks language={language} /> : null}
    </div>
  );
}

function CaseLines({ caseName, caseNumber }: Pick<HeaderProps, 'caseName' | 'caseNumber'>) {
  return (
    <>
      <p className={styles.caseLine}>{caseName}</p>
      <p className={styles.caseLine}>{caseNumber}</p>
    </>
  );
}

/**
 * The page header (spec §1): claims-admin title, case name and number, the site navigation with
 * its claim menu and the languages (English among them, spec §1), in one of three layouts.
 */
export function Header(props: HeaderProps) {
  const { layout = 'standard', title, caseName, caseNumber, logo, navigation } = props;
  const tools = <LanguageTools englishLink={props.englishLink} language={props.language} />;
  const nav = navigation ? <SiteNavigation {...navigation} /> : null;

  if (layout === 'ftc') {
    return (
      <header id={headerAreaId} className={`${styles.header} ${styles.layout.ftc}`} data-layout="ftc">
        <div className={styles.band}>
          <div className={styles.inner}>
            <div className={styles.brand}>
              {logo ? (
                <img className={styles.logo} src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
              ) : null}
              <div>
                <p className={styles.eyebrow}>{title}</p>
                {props.projectTitle ? <p className={styles.projectTitle}>{props.projectTitle}</p> : null}
                {props.subtitle ? <p className={styles.subtitle}>{props.subtitle}</p> : null}
                <CaseLines caseName={caseName} caseNumber={caseNumber} />
              </div>
            </div>
            {tools}
          </div>
        </div>
        {nav}
      </header>
    );
  }

  if (layout === 'kontent') {
    return (
      <header id={headerAreaId} className={`${styles.header} ${styles.layout.kontent}`} data-layout="kontent">
        <div className={styles.topBar}>
          <div className={`${styles.inner} ${styles.topBarInner}`}>
            <p className={styles.topBarText}>{props.topBarText ?? title}</p>
            {tools}
          </div>
        </div>
        <div className={styles.kontentBrand}>
          <div className={styles.inner}>
            <div className={styles.brand}>
              {logo ? (
                <img className={styles.logo} src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
              ) : null}
              <div>
                <p className={styles.title}>{title}</p>
                <CaseLines caseName={caseName} caseNumber={caseNumber} />
              </div>
            </div>
          </div>
        </div>
        {nav}
        {props.headerImage ? (
          <img
            className={styles.headerImage}
            src={props.headerImage.src}
            alt={props.headerImage.alt}
            width={props.headerImage.width}
            height={props.headerImage.height}
            fetchPriority="high"
          />
        ) : null}
      </header>
    );
  }

  return (
    <header id={headerAreaId} className={`${styles.header} ${styles.layout.standard}`} data-layout="standard">
      <div className={styles.band}>
        <div className={styles.inner}>
          <div>
            <p className={styles.title}>{title}</p>
            <CaseLines caseName={caseName} caseNumber={caseNumber} />
          </div>
          {tools}
        </div>
      </div>
      {nav}
    </header>
  );
}
