import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/experimental';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { themeNames } from './themes/names.ts';
import { fontFileOf, themeFonts } from './themes/themeFonts.ts';

/** The file, next to index.html, that names each theme's font file to preload. */
export const fontPreloadsFile = 'font-preloads.json';

/**
 * Writes font-preloads.json: theme → URL of its font's latin file. The server, which knows the
 * settlement's theme, preloads that one file from index.html, so text above the fold does not wait
 * for the stylesheet to name the font (the other themes' fonts are never fetched).
 */
function fontPreloads(): Plugin {
  let base = '/';
  return {
    name: 'claimkit:font-preloads',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const assets = Object.values(bundle).filter((output) => output.type === 'asset');
      const preloads = Object.fromEntries(
        themeNames.map((theme) => {
          const file = fontFileOf(themeFonts[theme], 'latin');
          const asset = assets.find((candidate) => candidate.names.includes(file));
          if (!asset) this.error(`The build has no ${file} for the ${theme} theme's font preload.`);
          return [theme, `${base}${asset.fileName}`];
        }),
      );
      this.emitFile({ type: 'asset', fileName: fontPreloadsFile, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

/** The file, next to index.html, that names each theme's stylesheet. */
export const themeStylesheetsFile = 'theme-stylesheets.json';

/** A theme's stylesheet module: its token class and font faces (themes/<theme>/theme.css.ts). */
const themeStylesheetModuleOf = (theme: string) => resolve(import.meta.dirname, 'themes', theme, 'theme.css.ts');

/**
 * Builds each theme's stylesheet on its own and writes theme-stylesheets.json: theme → URL of its
 * CSS. The client imports no theme's CSS (it only names the theme's class); the server, which knows
 * the settlement's theme, links that one stylesheet from index.html, render-blocking, so a page
 * loads neither the other themes' tokens nor their font faces. Each theme module is built as an
 * entry of its own, so Vite extracts its CSS into a file; the script of that entry, which only
 * imports the CSS, is dropped. Vite's dev server has no server to choose the theme: there the page
 * imports every theme's module, and the app's class on <html> picks one. (Storybook, which shows
 * the themes side by side, imports all three itself and leaves these plugins out.)
 */
function themeStylesheets(): Plugin[] {
  let base = '/';
  return [
    {
      name: 'claimkit:theme-stylesheets',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      configResolved(config) {
        base = config.base;
      },
      buildStart() {
        for (const theme of themeNames) {
          this.emitFile({ type: 'chunk', id: themeStylesheetModuleOf(theme), name: `theme-${theme}` });
        }
      },
      generateBundle(_options, bundle) {
        const stylesheets = Object.fromEntries(
          themeNames.map((theme) => {
            const module = themeStylesheetModuleOf(theme);
            const chunk = Object.values(bundle).find(
              (output) => output.type === 'chunk' && output.facadeModuleId === module,
            );
            const css = chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
            if (!chunk || css.length !== 1)
              this.error(`The build has no stylesheet of its own for the ${theme} theme.`);
            delete bundle[chunk.fileName];
            return [theme, `${base}${css[0]}`];
          }),
        );
        this.emitFile({
          type: 'asset',
          fileName: themeStylesheetsFile,
          source: `${JSON.stringify(stylesheets, null, 2)}\n`,
        });
      },
    },
    {
      name: 'claimkit:theme-stylesheets-dev',
      apply: 'serve',
      configResolved(config) {
        base = config.base;
      },
      // The theme modules are outside the client's root (app/): the dev server serves them by path.
      transformIndexHtml: () =>
        themeNames.map((theme) => ({
          tag: 'script',
          attrs: { type: 'module', src: `${base}@fs${themeStylesheetModuleOf(theme)}` },
          injectTo: 'head',
        })),
    },
  ];
}

/**
 * Paint first: the built index.html names the app's entry and its preloads on a small loader
 * (start.js, minified into the build) instead of loading them itself. The server's page is whole without script, so
 * the page paints from its HTML and stylesheets alone, then the loader fetches the modules, all at
 * once, and the app hydrates the page. Loaded from the head, the modules would compete on a slow
 * network with the stylesheets, the font and the main image, and be run before the first frame
 * (Lighthouse's FCP and LCP count them). Stylesheets stay in the head, render-blocking.
 */
function paintFirst(): Plugin {
  let base = '/';
  return {
    name: 'claimkit:paint-first',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      const source = readFileSync(resolve(import.meta.dirname, 'app', 'start.js'), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'start.js', source: minifySync('start.js', source).code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/.exec(html);
        if (!entry) throw new Error('paintFirst: the built index.html has no module script for the entry.');
        const preloads: string[] = [];
        const withoutPreloads = html.replace(
          /<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g,
          (_tag, href: string) => {
            preloads.push(href);
            return '';
          },
        );
        const loader = `<script type="module" fetchpriority="low" src="${base}start.js" data-entry="${entry[1]}" data-preloads="${preloads.join(' ')}"></script>\n    `;
        return withoutPreloads.replace(entry[0], loader);
      },
    },
  };
}

/** Text assets worth compressing: below 1 KiB the headers cost more than the bytes saved. */
const compressible = /\.(js|css|svg|json|html)$/;
const smallestCompressed = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text asset of the build, at the highest
 * levels (done once, at build time), which the server sends to browsers that accept them
 * (@fastify/static's preCompressed): the JavaScript of the first page travels at about a third of
 * its size, which is most of what a phone on a slow network waits for (bench/lighthouse).
 */
function compressedCopies(): Plugin {
  let outDir = '';
  return {
    name: 'claimkit:compressed-copies',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName)) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < smallestCompressed) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

// The client lives in app/ and is built to app/dist/, served by the server under /app/dist/ (spec §2).
// The manifest lists each chunk and what it imports: the bundle budgets test reads it.
export default defineConfig(({ command }) => ({
  root: 'app',
  base: '/app/dist/',
  plugins: [react(), vanillaExtractPlugin(), themeStylesheets(), fontPreloads(), paintFirst(), compressedCopies()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: they would publish the client's sources, comments and all, beside the site
    // (the hostile-traffic review found them served). Nothing here reads them (Storybook and the
    // bundle budgets build without them, Lighthouse does not score them), and the server refuses
    // any *.map a build made otherwise leaves in app/dist (server/plugins/external/static.ts).
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The date picker's settings are shared by the date field and the calendar it loads when
            // opened; in a chunk of their own, the calendar does not import the date field's chunk
            // (and its popover) to reach them, so each loads only what it needs.
            { name: 'datePickerSettings', test: /design-system\/DatePicker\/datePickerSettings\.ts$/ },
          ],
        },
      },
    },
  },
  // `vite build` builds both: the client, then the server's renderer of the public pages
  // (app/entry-server.tsx → app/dist-server, which the server loads; never served as a file).
  builder: {},
  environments: {
    ssr: {
      // Built, in production mode whatever NODE_ENV the server runs with: React and everything
      // that uses it are bundled in their production builds (a development React renders several
      // times slower, and Redux's development checks time every action). The country names load
      // their language files by a computed path, which only their own package can resolve. Vite's
      // own server-side loader (the hydration test's) takes the packages from node_modules.
      ...(command === 'build'
        ? {
            resolve: { noExternal: true, external: ['i18n-iso-countries'] },
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          }
        : {}),
      build: {
        outDir: 'dist-server',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: { input: 'entry-server.tsx' },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
