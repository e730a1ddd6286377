import type { Kysely } from 'kysely';
import type { PrepopulatedItem } from '#pages-config/api/contract.ts';
import { unitedStates } from '#pages-config/lists/countries.ts';
import { formatUserDate, todayInLosAngeles } from '#pages-config/rules/dates.ts';
import type { FieldValue } from '#pages-config/schema/field.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import { findFiledClaim } from '../claims/claimsRepository.ts';
import type { Database } from '../database/schema.ts';
import type { NoticeVehicle } from './membersCsv.ts';
import { formsOf, type ClassMember } from './membersRepository.ts';

/**
 * Spec §3: prefill names are capitalised; the client matches them case-insensitively. The
 * subdivision and postal code of a US address prefill the state and ZIP code; those of another
 * country's address the non-US subdivision and postal code (spec §3 address fields), which an
 * address with international support shows for that country.
 */
function claimantInfoFields(member: ClassMember): Record<string, FieldValue> {
  const country = member.country.trim().toUpperCase();
  const suffix = country === unitedStates ? '' : 'NonUS';
  return {
    FirstName: member.first_name,
    LastName: member.last_name,
    MailingStreetLine1: member.street_line1,
    MailingStreetLine2: member.street_line2,
    MailingCity: member.city,
    [`MailingSubDivision${suffix}`]: member.sub_division,
    [`MailingPostalCode${suffix}`]: member.postal_code,
    MailingCountry: country,
    Email: member.email,
  };
}

/** The vehicles printed on the notice, from the stored JSON list. */
function vehiclesOf(member: ClassMember): NoticeVehicle[] {
  const vehicles: unknown = JSON.parse(member.vehicles);
  return Array.isArray(vehicles) ? (vehicles as NoticeVehicle[]) : [];
}

/**
 * A claim status as a code the page config's options translate: "under review" (as a case team
 * writes it in members.csv) becomes "UnderReview".
 */
export function claimStatusCode(status: string): string {
  return status
    .trim()
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}

/**
 * What Lookup shows of the member's record beyond name and address: the forms they may file (";"
 * between them) and their latest claim: its reference code, its status (the notice list's, which
 * the case team updates, else the claim's own: Received when filed here) and the day it was filed
 * in Los Angeles, as MM/dd/yyyy.
 */
async function lookupFields(db: Kysely<Database>, member: ClassMember): Promise<Record<string, FieldValue>> {
  const claim = await findFiledClaim(db, member.notice_id);
  return {
    EligibleForms: formsOf(member).join(';'),
    ClaimReferenceCode: claim?.referenceCode ?? null,
    ClaimStatus: claim ? claimStatusCode(member.claim_status ?? claim.status) : null,
    ClaimFiledDate: claim ? formatUserDate(todayInLosAngeles(new Date(claim.createdAt))) : null,
  };
}

/**
 * The authorize answer's prepopulatedData (spec §3, §7): the claimant's details from the notice;
 * on Lookup also the record and claim status; on Automotive one ClaimTransactions item per vehicle
 * on the notice, which the client makes the first rows of the vehicles table.
 */
export async function prepopulatedDataOf(
  db: Kysely<Database>,
  member: ClassMember,
  formType: FormType,
): Promise<PrepopulatedItem[]> {
  const claimantInfo = claimantInfoFields(member);
  if (formType === 'Lookup') Object.assign(claimantInfo, await lookupFields(db, member));
  const items: PrepopulatedItem[] = [{ metadata: { dtoMapping: 'ClaimantInfo' }, fields: claimantInfo }];
  if (formType === 'Automotive') {
    for (const vehicle of vehiclesOf(member)) {
      items.push({
        metadata: { dtoMapping: 'ClaimTransactions' },
        fields: { Vin: vehicle.vin, ModelYear: vehicle.modelYear, Model: vehicle.model },
      });
    }
  }
  return items;
}
