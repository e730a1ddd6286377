import * as styles from './Footer.css.ts';

export interface FooterProps {
  /** The variant of spec §1: standard, ftc or kontent (which adds the Questions subheader and the welcome line). */
  layout?: 'standard' | 'ftc' | 'kontent';
  /** "For more information", already translated. */
  heading: string;
  /** Kontent layout: the "Questions?" subheader. */
  questionsHeading?: string | undefined;
  /** Kontent layout: the welcome line naming the case. */
  welcome?: string | undefined;
  /** The instruction to visit the website or contact the administrator. */
  visitText: string;
  /** The phone line as shown (e.g. "Call 1-855-555-0142") and the number it dials. */
  phone: { text: string; number: string };
  /** The email line as shown and the address it writes to. */
  email: { text: string; address: string };
  /** The mailing address: a label and one entry per line. */
  mail: { label: string; lines: readonly string[] };
  /** The copyright line, with the current year already in it. */
  copyright: string;
  /** The privacy policy link: its text and where it leads. */
  privacyPolicy: { label: string; href: string };
  /** A link back up to the header (`#header-area`), which the page scrolls to smoothly. */
  backToTop?: { label: string; href: string } | undefined;
}

/** A tel: link target: digits only, with a leading + kept. */
export function telHref(number: string): string {
  return `tel:${number.trim().startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`;
}

/** The page footer (spec §1): how to reach the administrator, copyright and privacy policy. */
export function Footer({
  layout = 'standard',
  heading,
  questionsHeading,
  welcome,
  visitText,
  phone,
  email,
  mail,
  copyright,
  privacyPolicy,
  backToTop,
}: FooterProps) {
  return (
    <footer className={`${styles.footer} ${styles.layout[layout]}`} data-layout={layout}>
      <div className={styles.inner}>
        <h2 className={styles.heading}>{heading}</h2>
        {questionsHeading ? <p className={styles.subheading}>{questionsHeading}</p> : null}
        {welcome ? <p className={styles.text}>{welcome}</p> : null}
        <p className={styles.text}>{visitText}</p>
        <ul className={styles.contacts}>
          <li>
            <a href={telHref(phone.number)}>{phone.text}</a>
          </li>
          <li>
            <a href={`mailto:${email.address}`}>{email.text}</a>
          </li>
          <li>
            {mail.label}
            <address className={styles.address}>
              {mail.lines.map((line, index) => (
                <span key={index}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </li>
        </ul>
        <div className={styles.legal}>
          <p className={styles.text}>{copyright}</p>
          <div className={styles.legalLinks}>
            <a href={privacyPolicy.href}>{privacyPolicy.label}</a>
            {backToTop ? <a href={backToTop.href}>{backToTop.label}</a> : null}
          </div>
        </div>
      </div>
    </footer>
  );
}
