/**
 * The files the claimant chose, kept outside the Redux store (ARCHITECTURE.md: the store holds only
 * a record's file name, size and type). Keyed by the client id of the record the file belongs to;
 * the submission sends each file as the part named by that client id (spec §7).
 */
const files = new Map<string, File>();

export function registerFile(clientId: string, file: File): void {
  files.set(clientId, file);
}

/** The file of a record, if one is chosen. */
export function fileOf(clientId: string): File | undefined {
  return files.get(clientId);
}

export function forgetFile(clientId: string): void {
  files.delete(clientId);
}

/** Forgets every file (after the claim is filed, or when a test starts afresh). */
export function forgetAllFiles(): void {
  files.clear();
}
