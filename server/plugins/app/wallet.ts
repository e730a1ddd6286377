import fp from 'fastify-plugin';
import type { PayPalSettings } from '../../wallet/payPalSettings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PayPal account verification settings (spec §3 payPalSettings). */
    payPal: PayPalSettings;
  }
}

export interface WalletPluginOptions {
  payPal: PayPalSettings;
}

/** The online wallet's settings, for the banking routes and the submit check. */
export const walletPlugin = fp<WalletPluginOptions>(
  async (app, options) => {
    app.decorate('payPal', options.payPal);
  },
  { name: 'wallet' },
);
