import type { MouseEvent } from 'react';
import type { ChoiceOption } from '../Select/Select.tsx';
import { SiteNavigation, type SiteNavigationProps } from './SiteNavigation.tsx';
import * as styles from './Header.css.ts';

/** The id of the header, the target of "Back to top" links (spec §1: smooth scroll to the header area). */
export const headerAreaId = 'header-area';

export interface LanguageSelectorProps {
  /** The selector's label, already translated ("Language", "Idioma"). */
  label: string;
  /** The enabled cultures: value is the culture code, label the language's own name. */
  options: readonly ChoiceOption[];
  /** The active culture code. */
  value: string;
  /** Called with the culture code the claimant chose. */
  onChange: (culture: string) => void;
  /** The address of this page in a culture: links to the other languages where JavaScript is off. */
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
  /** The language selector; left out when the site has one culture. */
  language?: LanguageSelectorProps | undefined;
}

function LanguageTools({ englishLink, language }: Pick<HeaderProps, 'englishLink' | 'language'>) {
  const showSelector = language && language.options.length > 1;
  if (!englishLink && !showSelector) return null;
  return (
    <div className={styles.tools}>
      {englishLink ? (
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
      {showSelector ? (
        <div className={styles.language}>
          <label htmlFor="language-selector">{language.label}</label>
          <select
            id="language-selector"
            className={styles.languageSelect}
            value={language.value}
            onChange={(event) => language.onChange(event.target.value)}
          >
            {language.options.map((option) => (
              <option key={option.value} value={option.value} lang={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {/* Without JavaScript the selector switches nothing: each other language is a link (in
              the server's page only: a browser running script never shows what <noscript> holds). */}
          <noscript>
            {import.meta.env.SSR
              ? language.options
                  // English has its own link beside the selector where the page is in another language.
                  .filter((option) => option.value !== language.value && !(englishLink && option.value === 'en'))
                  .map((option) => (
                    <a
                      key={option.value}
                      className={styles.toolLink}
                      href={language.hrefOf(option.value)}
                      lang={option.value}
                      hrefLang={option.value}
                    >
                      {option.label}
                    </a>
                  ))
              : null}
          </noscript>
        </div>
      ) : null}
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
 * its claim menu, the English link and the language selector, in one of three layouts.
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
