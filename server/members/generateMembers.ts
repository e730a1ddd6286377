import { randomBytes, randomInt } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { vinCheckDigit } from '#pages-config/rules/vin.ts';
import { memberCsvColumns } from './membersCsv.ts';

// Notice IDs are written like the demo's (NWM-4J7K-2Q9P): eight characters from 32 that cannot be
// misread (no I, O, Q or Z), 40 bits in all.
const noticeIdAlphabet = 'ABCDEFGHJKLMNPRSTUVWXY0123456789';
const idSpace = 2n ** 40n;

const firstNames = ['Alex', 'Jordan', 'Casey', 'Riley', 'Taylor', 'Morgan', 'Jamie', 'Avery', 'Quinn', 'Rowan'];
const lastNames = ['Sample', 'Example', 'Demo', 'Tester', 'Placeholder', 'Fictional', 'Model', 'Specimen'];
const usPlaces = [
  ['Springfield', 'IL', '62701'],
  ['Austin', 'TX', '78701'],
  ['Portland', 'ME', '04101'],
  ['Denver', 'CO', '80202'],
  ['Sacramento', 'CA', '95814'],
  ['Albany', 'NY', '12207'],
] as const;
// City, subdivision (empty where the country's addresses use none), postal code, country.
const internationalPlaces = [
  ['Paris', '', '75002', 'FR'],
  ['Toronto', 'ON', 'M5H 2N2', 'CA'],
  ['London', '', 'SW1A 1AA', 'GB'],
  ['Berlin', '', '10115', 'DE'],
  ['Guadalajara', 'JAL', '44100', 'MX'],
] as const;
const streets = ['Main St', 'Oak Ave', 'Pine St', 'Harbor Rd', 'Rue de la Paix', 'High Street', 'Elm Dr'];
// The demo's two models: the VIN's first eight characters, then model years 2019–2022.
const vehicleModels = [
  { model: 'Aurora', prefix: '5NWCA4EB' },
  { model: 'Cascade', prefix: '5NWAU2FC' },
] as const;
const modelYearCodes = { '2019': 'K', '2020': 'L', '2021': 'M', '2022': 'N' } as const;

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

function syntheticVehicle(): string {
  const { model, prefix } = pick(vehicleModels);
  const year = pick(Object.keys(modelYearCodes) as (keyof typeof modelYearCodes)[]);
  const serial = String(randomInt(1_000_000)).padStart(6, '0');
  const withoutCheck = `${prefix}0${modelYearCodes[year]}A${serial}`;
  const vin = `${prefix}${vinCheckDigit(withoutCheck)}${modelYearCodes[year]}A${serial}`;
  return `${vin}:${year}:${model}`;
}

/**
 * Writes a members.csv of `count` synthetic class members, for load tests: unique Notice IDs in the
 * demo's format that do not follow one another (index × an odd key + an offset, modulo 2^40, is a
 * one-to-one map, so no two rows share an ID and no set of IDs is kept), random six-digit PINs,
 * about 60% Standard, 20% Automotive, 20% both, each Automotive member with one or two vehicles,
 * about one in ten addresses outside the US, and a third without an email. Streams: memory stays
 * flat for any count.
 */
export async function generateMembersCsv(count: number, output: Writable): Promise<void> {
  const key = BigInt(`0x${randomBytes(5).toString('hex')}`) | 1n;
  const offset = BigInt(`0x${randomBytes(5).toString('hex')}`);

  function noticeId(index: number): string {
    let value = (BigInt(index) * key + offset) % idSpace;
    let characters = '';
    for (let position = 0; position < 8; position += 1) {
      characters = (noticeIdAlphabet[Number(value % 32n)] ?? '') + characters;
      value /= 32n;
    }
    return `NWM-${characters.slice(0, 4)}-${characters.slice(4)}`;
  }

  function* rows(): Generator<Record<string, string>> {
    for (let index = 0; index < count; index += 1) {
      const share = randomInt(100);
      const forms = share < 60 ? 'Standard' : share < 80 ? 'Automotive' : 'Standard;Automotive';
      const vehicles = forms.includes('Automotive')
        ? Array.from({ length: 1 + randomInt(2) }, syntheticVehicle).join(';')
        : '';
      const firstName = pick(firstNames);
      const lastName = pick(lastNames);
      const [city, subDivision, postalCode, country] =
        randomInt(10) === 0 ? pick(internationalPlaces) : [...pick(usPlaces), 'US'];
      yield {
        noticeId: noticeId(index),
        pin: String(randomInt(1_000_000)).padStart(6, '0'),
        firstName,
        lastName,
        streetLine1: `${1 + randomInt(9999)} ${pick(streets)}`,
        streetLine2: randomInt(5) === 0 ? `Apt ${1 + randomInt(40)}` : '',
        city,
        subDivision,
        postalCode,
        country,
        email: randomInt(3) === 0 ? '' : `${firstName}.${lastName}.${index}@example.com`.toLowerCase(),
        forms,
        vehicles,
        claimStatus: '',
      };
    }
  }

  await pipeline(Readable.from(rows()), stringify({ header: true, columns: memberCsvColumns }), output);
}
