import { defineConfig, configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          setupFiles: ['./tests/helpers/unitSetup.ts'],
          // The files of a worker share its modules, as the server files do (below).
          isolate: false,
          // Projects with their own worker counts run one after the other: unit, server, build.
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // Each file opens its own SQLite file; keep the 2-core machine from thrashing.
          maxWorkers: 2,
          // The files of a worker share its modules: the server's module graph is loaded once a
          // worker, not once a file (import was most of the time: 2.4 times faster). Each file
          // still builds its own server and database; a file that mocks a module imports what
          // uses it afresh (vi.resetModules, as tests/server/credentials.test.ts does).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // Builds the client into a temporary folder and checks its size budgets (tests/build).
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
