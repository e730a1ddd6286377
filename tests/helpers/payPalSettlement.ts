/**
 * The demo settlement with PayPal verification on, as a folder of its own: for the wallet tests
 * and the PayPal login abuse tests, against the local PayPal fake.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoSettlementDirectory } from './serverHarness.ts';

/** A copy of the demo settlement with PayPal verification switched on by its one setting. */
export function settlementWithPayPal(edit: (payPal: Record<string, unknown>) => void = () => {}): string {
  const folder = mkdtempSync(join(tmpdir(), 'claimkit-paypal-'));
  cpSync(demoSettlementDirectory, folder, { recursive: true });
  const file = join(folder, 'settlement.json');
  const settlement = JSON.parse(readFileSync(file, 'utf8')) as { wallet: { payPal: Record<string, unknown> } };
  settlement.wallet.payPal.enabled = true;
  edit(settlement.wallet.payPal);
  writeFileSync(file, JSON.stringify(settlement));
  return folder;
}
