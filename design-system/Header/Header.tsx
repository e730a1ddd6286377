import type { ChoiceOption } from '../Select/Select.tsx';
import * as styles from './Header.css.ts';

export interface LanguageSelectorProps {
  /** The selector's label, already translated ("Language", "Idioma"). */
  label: string;
  /** The enabled cultures: value is the culture code, label the language's own name. */
  options: readonly ChoiceOption[];
  /** The active culture code. */
  value: string;
  /** Called with the culture code the claimant chose. */
  onChange: (culture: string) => void;
}

export interface HeaderProps {
  /** The claims administrator's title, already translated. */
  title: string;
  /** The case name as the notice gives it (a proper name, not translated). */
  caseName: string;
  /** The case number, e.g. "Case No. 3:25-cv-04821". */
  caseNumber: string;
  /** The language selector; left out when the site has one culture. */
  language?: LanguageSelectorProps | undefined;
}

/** The page header (spec §1): claims-admin title, case name and number, language selector. */
export function Header({ title, caseName, caseNumber, language }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div>
          <p className={styles.title}>{title}</p>
          <p className={styles.caseLine}>{caseName}</p>
          <p className={styles.caseLine}>{caseNumber}</p>
        </div>
        {language && language.options.length > 1 ? (
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
          </div>
        ) : null}
      </div>
    </header>
  );
}
