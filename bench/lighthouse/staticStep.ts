/**
 * The reference the public pages are compared with: the claimant-info step as a static page, the
 * same look in plain HTML and the same CSS, with no JavaScript, served by the same server.
 *
 * The step is behind sign-in (a request for its address is redirected to /session-expired), so
 * the server cannot render it for an anonymous Lighthouse load. The bench signs in in Chromium as
 * the flow does, and copies the step's document as shown: its markup with the form's answers as
 * attributes, the links of the stylesheets its elements use (the theme's, the entry's, its blocks'
 * chunks'; not the other steps' chunks, which load once a step shows), the font and header-image
 * preloads, and no script, module preload or start data. The copy is written into
 * the served client folder (app/dist), so the same server sends it under /app/dist/ with the same
 * headers as its pages: the same Content Security Policy, no-cache, and Brotli from the same
 * compression hook (no precompressed copy is written, so it is compressed per response as the
 * pages are). The bench removes it when it ends.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { clientDirectory } from './clientBuild.ts';
import { openClaimantInfo, standardSteps } from './standardFlow.ts';

const fileName = 'bench-static-claimant-info.html';

/** Where the server serves the static copy. */
export const staticStepPath = `/app/dist/${fileName}`;

export interface StaticStep {
  path: string;
  /** The step it copies. */
  of: string;
  bytes: number;
  /** What was left out of the copy: script elements and module or script preloads. */
  scriptsRemoved: number;
  /** The stylesheets linked, by file name: those the step's elements use. */
  stylesheets: string[];
  /** Stylesheets the step had linked (the other steps' chunks, loaded once it shows) that no element of it uses. */
  stylesheetsLeftOut: string[];
  /** Inline style elements and attributes kept: the policy blocks them on both pages alike. */
  inlineStyles: number;
  /** The copy's height over the step's in the same viewport (1 when the layout is the same). */
  heightRatio: number;
  /** The share of pixels that differ between screenshots of the step and of the copy. */
  differingPixels: number;
}

/** The share of pixels two PNG screenshots (base64) differ in, compared in the page's canvas; 1 when their sizes differ. */
async function differingPixelShare(page: Page, first: string, second: string): Promise<number> {
  await page.goto('about:blank');
  return page.evaluate(
    async (a: string, b: string) => {
      const load = async (data: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        return image;
      };
      const pixelsOf = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        return context?.getImageData(0, 0, image.width, image.height).data ?? new Uint8ClampedArray();
      };
      const [x, y] = await Promise.all([load(a), load(b)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      const [p, q] = [pixelsOf(x), pixelsOf(y)];
      let differing = 0;
      for (let index = 0; index < p.length; index += 4)
        if (p[index] !== q[index] || p[index + 1] !== q[index + 1] || p[index + 2] !== q[index + 2]) differing += 1;
      return differing / Math.max(1, p.length / 4);
    },
    first,
    second,
  );
}

/**
 * Signs in as Alex Sample, copies claimant-info as shown and writes the copy into app/dist; checks
 * that the copy looks as the step does (height, screenshots).
 */
export async function writeStaticStep(browser: Browser, url: string): Promise<StaticStep> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await openClaimantInfo(page, url);
    const copy = await page.evaluate(() => {
      // The answers are properties of the live fields; markup keeps only attributes.
      for (const input of document.querySelectorAll('input')) {
        if (input.type === 'checkbox' || input.type === 'radio') input.toggleAttribute('checked', input.checked);
        else if (input.type !== 'file' && input.type !== 'password') input.setAttribute('value', input.value);
      }
      for (const textarea of document.querySelectorAll('textarea')) textarea.textContent = textarea.value;
      for (const option of document.querySelectorAll('option')) option.toggleAttribute('selected', option.selected);

      // Whether a rule (or a rule inside it: @media, @supports, @layer) selects an element of the
      // page. States and pseudo-elements are left out of the selector (`a:hover::after` → `a`);
      // a selector the browser cannot query counts as used.
      const selects = (rule: CSSRule): boolean => {
        if (rule instanceof CSSStyleRule) {
          const selector = rule.selectorText
            .replace(
              /::?(before|after|placeholder|marker|selection|backdrop|file-selector-button|-webkit-[a-z-]+)/g,
              '',
            )
            .replace(/:(hover|focus|focus-visible|focus-within|active|visited)\b/g, '');
          try {
            return selector.trim() === '' || document.querySelector(selector) !== null;
          } catch {
            return true;
          }
        }
        return 'cssRules' in rule && [...(rule as CSSGroupingRule).cssRules].some(selects);
      };
      const unused = new Set(
        [...document.styleSheets]
          .filter((sheet) => sheet.href !== null && ![...sheet.cssRules].some(selects))
          .map((sheet) => sheet.href),
      );

      const root = document.documentElement.cloneNode(true) as HTMLElement;
      // The csp-nonce element hands the response's nonce to the scripts; a copy has neither.
      const removed = [
        ...root.querySelectorAll(
          'script, link[rel="modulepreload"], link[rel="preload"][as="script"], meta[property="csp-nonce"]',
        ),
      ];
      for (const element of removed) element.remove();
      const links = [...root.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      for (const link of links) if (unused.has(link.href)) link.remove();
      const lastSegment = (href: string) => href.slice(href.lastIndexOf('/') + 1);
      return {
        html: `<!DOCTYPE html>\n${root.outerHTML}`,
        scriptsRemoved: removed.filter((element) => element.tagName !== 'META').length,
        stylesheets: links.filter((link) => !unused.has(link.href)).map((link) => lastSegment(link.href)),
        stylesheetsLeftOut: links.filter((link) => unused.has(link.href)).map((link) => lastSegment(link.href)),
        inlineStyles: root.querySelectorAll('style, [style]').length,
        height: document.documentElement.scrollHeight,
      };
    });
    const stepScreenshot = await page.screenshot({ fullPage: true, encoding: 'base64' });
    writeFileSync(join(clientDirectory, fileName), copy.html);
    await page.goto(`${url}${staticStepPath}`, { waitUntil: 'networkidle0' });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const copyScreenshot = await page.screenshot({ fullPage: true, encoding: 'base64' });
    return {
      path: staticStepPath,
      of: standardSteps[0],
      bytes: Buffer.byteLength(copy.html),
      scriptsRemoved: copy.scriptsRemoved,
      stylesheets: copy.stylesheets,
      stylesheetsLeftOut: copy.stylesheetsLeftOut,
      inlineStyles: copy.inlineStyles,
      heightRatio: Math.round((height / copy.height) * 1000) / 1000,
      differingPixels:
        Math.round((await differingPixelShare(page, stepScreenshot, copyScreenshot)) * 100_000) / 100_000,
    };
  } finally {
    await context.close();
  }
}

/** Takes the static copy out of the served folder. */
export function removeStaticStep(): void {
  rmSync(join(clientDirectory, fileName), { force: true });
}
