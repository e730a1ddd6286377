/**
 * A class member whose notice lists many vehicles (a fleet owner): authorizing on the Automotive
 * form prefills one row of the vehicles table per vehicle, which is how a claimant ends up with a
 * table of 200 rows. Imported with the members command, as a case team adds members to the list.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vinCheckDigit } from '#pages-config/rules/vin.ts';
import { memberCsvColumns } from '#server/members/membersCsv.ts';
import { repositoryRoot, serverVariables, type ServerEnvironment } from '../server/claimkitServer.ts';

export const fleetOwner = {
  noticeId: 'NWM-F7E3-T2W0',
  pin: '246810',
  email: 'fleet.owner@example.com',
} as const;

// The demo's two models by their VINs' descriptor section, and the year code of position 10.
const models = [
  { name: 'Aurora', descriptor: 'CA4EB' },
  { name: 'Cascade', descriptor: 'AU2FC' },
] as const;
const years = [
  { year: '2019', code: 'K' },
  { year: '2020', code: 'L' },
  { year: '2021', code: 'M' },
  { year: '2022', code: 'N' },
] as const;

/** The vehicle with this serial number, as a members.csv vehicle entry (VIN:year:model), its VIN valid. */
function vehicleEntry(serial: number): string {
  const model = models[serial % models.length]!;
  const year = years[serial % years.length]!;
  const withoutCheckDigit = `5NW${model.descriptor}0${year.code}A${String(100_000 + serial).padStart(6, '0')}`;
  const vin = `${withoutCheckDigit.slice(0, 8)}${vinCheckDigit(withoutCheckDigit)}${withoutCheckDigit.slice(9)}`;
  return `${vin}:${year.year}:${model.name}`;
}

/** Writes a members.csv holding the fleet owner with `vehicles` vehicles and imports it into the server's database. */
export function importFleetOwner(environment: ServerEnvironment, vehicles: number): void {
  const cells: Record<(typeof memberCsvColumns)[number], string> = {
    noticeId: fleetOwner.noticeId,
    pin: fleetOwner.pin,
    firstName: 'Morgan',
    lastName: 'Fleet',
    streetLine1: '500 Depot Rd',
    streetLine2: '',
    city: 'Springfield',
    subDivision: 'IL',
    postalCode: '62702',
    country: 'US',
    email: fleetOwner.email,
    forms: 'Automotive',
    vehicles: Array.from({ length: vehicles }, (_, serial) => vehicleEntry(serial)).join(';'),
    claimStatus: '',
  };
  const file = join(environment.directory, 'fleet-owner.csv');
  writeFileSync(file, `${memberCsvColumns.join(',')}\n${memberCsvColumns.map((column) => cells[column]).join(',')}\n`);
  const result = spawnSync(process.execPath, ['server/cli/members.ts', 'import', file], {
    cwd: repositoryRoot,
    env: serverVariables(environment),
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`importing the fleet owner failed (${result.status}):\n${result.stdout}${result.stderr}`);
}
