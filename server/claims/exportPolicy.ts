import type { ExportValue } from './exportColumns.ts';

/**
 * What goes out of Claimkit for one column of an export (claims, or the documents manifest): the
 * one place that decides, so masking personal data (names, addresses, bank details) becomes a
 * change here, by column name, and nowhere else. Today every value goes out as stored.
 */
export function exportedValue(_columnName: string, value: ExportValue): ExportValue {
  return value;
}
