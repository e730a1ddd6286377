import { icons, type IconName } from './icons.ts';
import * as styles from './Icon.css.ts';

export { iconNames, type IconName } from './icons.ts';

export interface IconProps {
  /** Which registered icon (spec §1). */
  name: IconName;
  /**
   * What the icon means, already translated. Without it the icon is decorative and hidden from
   * assistive technology (the usual case: a label beside it says the same).
   */
  label?: string | undefined;
}

/** An inline SVG icon, sized to the surrounding text and drawn in its colour. */
export function Icon({ name, label }: IconProps) {
  const [width, height, , , pathData] = icons[name].icon;
  const paths = Array.isArray(pathData) ? pathData : [pathData];
  return (
    <svg
      className={styles.icon}
      viewBox={`0 0 ${width} ${height}`}
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {paths.map((d, index) => (
        <path key={index} fill="currentColor" d={d} />
      ))}
    </svg>
  );
}
