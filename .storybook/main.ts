import type { StorybookConfig } from '@storybook/react-vite';

// Set up by hand (not `storybook init`): stories live in stories/, mirroring the source tree. The
// project's vite.config.ts is picked up, so vanilla-extract works here as in the app; its client
// settings (root app/, base /app/dist/) are put back to Storybook's own, and the plugins that split
// the themes' stylesheets for the server to link one (vite.config.ts) are left out: the preview
// imports all three themes, to show them side by side.
function isThemeStylesheetsPlugin(plugin: unknown): boolean {
  return (
    typeof plugin === 'object' &&
    plugin !== null &&
    'name' in plugin &&
    String(plugin.name).startsWith('claimkit:theme-stylesheets')
  );
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: '@storybook/react-vite',
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: [{ from: '../app/public', to: '/app/dist' }],
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    root: undefined,
    plugins: viteConfig.plugins?.flat().filter((plugin) => !isThemeStylesheetsPlugin(plugin)),
    base: './',
    // Storybook's own bundle is large by nature; only errors are worth printing.
    logLevel: 'error',
    build: { ...viteConfig.build, outDir: undefined, sourcemap: false, chunkSizeWarningLimit: 5000 },
  }),
};

export default config;
