/**
 * The tables as Kysely sees them. Column types are the portable subset (text, and integer for byte
 * counts): JSON is kept as text and instants as ISO 8601 UTC text, which sort and compare correctly
 * as strings, so the same queries run on SQLite and, later, PostgreSQL.
 */

import type { Generated } from 'kysely';

/** A class member from the notice list: who may file which form, and what prefills the form. */
export interface ClassMembersTable {
  /** The normalised Notice ID (upper-case, no dashes), see normaliseNoticeId. */
  notice_id: string;
  /** HMAC-SHA256 of the PIN under the pepper (hex); never the PIN itself. */
  pin_hash: string;
  first_name: string;
  last_name: string;
  street_line1: string;
  street_line2: string | null;
  city: string;
  sub_division: string | null;
  postal_code: string;
  country: string;
  email: string | null;
  /** JSON list of the form types this member may file, e.g. ["Standard","Automotive"]. */
  forms: string;
  /** JSON list of { vin, modelYear, model } from the notice. */
  vehicles: string;
  claim_status: string | null;
  created_at: string;
  updated_at: string;
}

/** One filed claim, as the claimant submitted it after the server's checks. */
export interface ClaimsTable {
  id: string;
  reference_code: string;
  form_type: string;
  notice_id: string;
  culture: string;
  /** SHA-256 of the form's page config plus the settlement file: the config version filed against. */
  config_hash: string;
  created_at: string;
  /**
   * JSON object: part name → the model (or list of models) kept, hidden fields dropped, no PIN.
   * With answers_sealed, each model's `fields` is one sealed token, `{ "$enc": … }`, under the
   * claim's data key, and the keys of its sensitive fields are listed beside (`sensitiveFields`);
   * before, each sensitive field's value alone was such a token (claims/claimSealing.ts).
   */
  models: string;
  /** The typed signature: with answers_sealed a sealed token's JSON ('' when the form is not signed), before in the clear. */
  signature: string;
  /** The attestation as the claimant read it, in their culture. */
  attestation_text: string;
  /** Where the claim stands: 'Received' when filed; Lookup shows it unless the notice list has a status. */
  status: Generated<string>;
  /** The client's Idempotency-Key of the attempt that filed it; unique per notice_id and form_type. */
  idempotency_key: string | null;
  /** SHA-256 of what that attempt sent (captcha and credentials aside): a retry must send the same. */
  request_fingerprint: string | null;
  /** The claimant's address as the server sees it (X-Forwarded-For only from a TRUST_PROXY proxy). */
  client_ip: string | null;
  user_agent: string | null;
  accept_language: string | null;
  /** SHA-256 of the session id (as sessions.id_hash and tracking_events.session_id_hash). */
  session_id_hash: string | null;
  /** Seconds from authorize to submit; null when the session did not record when it authorized. */
  time_to_complete_seconds: number | null;
  /** 'off' when the captcha was off, 'passed' when the provider accepted the token. */
  captcha_result: string | null;
  /** The provider's score for the token (reCAPTCHA v3, hCaptcha Enterprise) as it sent it; null without one. */
  captcha_score: string | null;
  /** The id of the key-encryption key that wrapped the claim's data key; null when nothing is sealed. */
  data_key_id: string | null;
  /** The claim's own AES-256 data key, wrapped (base64); null when nothing is sealed. */
  wrapped_data_key: string | null;
  /** 1: every answer and the signature are sealed (migration 013); 0: only sensitive values, or nothing. */
  answers_sealed: Generated<number>;
}

/** A server-side session; the cookie holds the id, the table only its SHA-256. */
export interface SessionsTable {
  id_hash: string;
  /** JSON of SessionData. */
  data: string;
  created_at: string;
  expires_at: string;
}

/** A model config the server served (GET /api/forms/config), kept for as long as claims may cite it. */
export interface ModelConfigVersionsTable {
  /** The config's metadataHash (SHA-256 hex of its form type, dtoMapping and fields). */
  metadata_hash: string;
  /** JSON of the ServerModelConfig as served: metadataHash, metadata, fields with their rules. */
  config: string;
  /** When this server first served it. */
  created_at: string;
}

/** One document of a claim; its bytes are in document storage under storage_key, never in the database. */
export interface ClaimDocumentsTable {
  id: string;
  claim_id: string;
  /** The form it came with: the claim's own form, or DocumentsUpload when added later. */
  form_type: string;
  /** The client id of the document context the file was sent for (spec §7). */
  document_context_client_id: string;
  /** The document type the claimant chose, if the form asks for one. */
  document_type: string | null;
  /** The file name as the claimant's device gave it; shown, never used as a path. */
  file_name: string;
  /** The type the claimant's browser declared (spec §3: unknown when missing). */
  declared_type: string;
  /** The type the server found in the bytes (application/pdf, image/jpeg, image/png, image/heic). */
  content_type: string;
  /** Bytes. */
  size: number;
  /** SHA-256 hex of the bytes, to prove later that the stored file is the one received. */
  sha256: string;
  storage_key: string;
  created_at: string;
}

/** A tracked field's value as the client sent it (spec §7 tracking), kept for the case team's reports. */
export interface TrackingEventsTable {
  id: string;
  /** SHA-256 of the session id (as sessions.id_hash): events of one visit group together. */
  session_id_hash: string;
  form_type: string;
  /** The field key start-cased, as sent (e.g. NoticeId). */
  field_key: string;
  field_value: string;
  created_at: string;
}

/**
 * A draft of an unfinished claim (save and resume), one per member and form type. The answers are
 * sealed (server/security/dataEncryption.ts); no column holds personal data in the clear.
 */
export interface DraftsTable {
  /** The normalised Notice ID of the member who authorized. */
  notice_id: string;
  form_type: string;
  /** The id of the data key that sealed `ciphertext`. */
  key_id: string;
  /** AES-256-GCM of the draft's JSON (see drafts/draftsRepository.ts), base64. */
  ciphertext: string;
  created_at: string;
  updated_at: string;
  /** After this instant the draft no longer counts and is deleted. */
  expires_at: string;
}

/**
 * One authorize attempt that reached the credentials check (migration 009): the audit trail, and
 * what the failure budgets count. Never the PIN. Attempts refused before the check are counted in
 * refused_attempts instead (rows from before migration 011 may hold such outcomes).
 */
export interface AuthorizeAttemptsTable {
  id: string;
  created_at: string;
  form_type: string;
  /** The normalised Notice ID tried (see normaliseNoticeId); null when the request carried none readable. */
  notice_id: string | null;
  /** How it ended: see AuthorizeOutcome in server/security/authorizeAttempts.ts. */
  outcome: string;
  /** The claimant's address as the server sees it (X-Forwarded-For only from a TRUST_PROXY proxy). */
  client_ip: string | null;
  /** The network the address counts as for the per-address budget (an IPv4 address, an IPv6 /64). */
  client_network: string | null;
  user_agent: string | null;
}

/**
 * A Notice ID tried lately: its row lock makes attempts on one Notice ID take turns, on every
 * server, and it keeps what NIST SP 800-63B's throttling counts for it (migration 011).
 */
export interface NoticeAttemptLocksTable {
  notice_id: string;
  updated_at: string;
  /** Failed attempts since its last right PIN (NIST's "consecutive failed attempts"). */
  consecutive_failures: Generated<number>;
  /** With the captcha off only: how long its last wait was, which the next one doubles. */
  wait_seconds: number | null;
  /** With the captcha off only: until when attempts on it wait. */
  wait_until: string | null;
}

/** The wait a client network earned by failing past a budget (security/authorizeWaits.ts). */
export interface NetworkWaitsTable {
  /** As clientNetworkOf gives it: an IPv4 address, or an IPv6 /64. */
  client_network: string;
  /** How long the wait is, which its next failure doubles (30 s up to an hour). */
  wait_seconds: number;
  /** Until when its authorize attempts are answered 429. */
  wait_until: string;
}

/**
 * Authorize attempts refused before the credentials were checked, counted per hour, client
 * network, form type and outcome (security/refusedAttempts.ts), instead of a row each.
 */
export interface RefusedAttemptsTable {
  /** The hour counted (ISO 8601, on the hour). */
  hour_start: string;
  /** The network the attempts came from; '' when the request had no address. */
  client_network: string;
  form_type: string;
  /** See RefusedOutcome in security/refusedAttempts.ts. */
  outcome: string;
  count: number;
}

/** A fixed-window request counter (submissions per address, per session), shared by every server. */
export interface RequestCountersTable {
  /** What is counted, e.g. "submit:address:203.0.113.7". */
  counter_key: string;
  /** When the window began (ISO 8601). */
  window_start: string;
  count: number;
  /** When the window ends; the row is pruned after. */
  expires_at: string;
}

/**
 * A filed claim's fraud signals for the case team (server/claims/claimSignals.ts). The address,
 * email and payout account are kept only as keyed hashes (HMAC), enough to match claims sharing
 * them and useless to anyone without the key.
 */
export interface ClaimSignalsTable {
  claim_id: string;
  /** The claim's filing time, copied here so the signals are counted and listed by it. */
  created_at: string;
  /** Of the address's network (an IPv4 address, an IPv6 /64: security/clientNetwork.ts). */
  address_hash: string | null;
  /** Other claims filed from the same address (network) in the hour before this one. */
  address_claims_last_hour: number;
  /** Other claims filed from the same address in the day before this one. */
  address_claims_last_day: number;
  email_hash: string | null;
  payout_account_hash: string | null;
  /** 1 when an email address of the claim is at a disposable (throwaway) domain. */
  disposable_email: number;
  /** 1 when the submission filled the honeypot field no person sees. */
  honeypot: number;
  /** The answers changed from what the notice prefilled, as field keys, comma separated; null: none. */
  changed_from_notice: string | null;
  /** The names (and the signature) whose words mix scripts, as field keys, comma separated; null: none. */
  mixed_script_names: string | null;
}

export interface Database {
  class_members: ClassMembersTable;
  claims: ClaimsTable;
  sessions: SessionsTable;
  model_config_versions: ModelConfigVersionsTable;
  claim_documents: ClaimDocumentsTable;
  tracking_events: TrackingEventsTable;
  drafts: DraftsTable;
  authorize_attempts: AuthorizeAttemptsTable;
  notice_attempt_locks: NoticeAttemptLocksTable;
  network_waits: NetworkWaitsTable;
  refused_attempts: RefusedAttemptsTable;
  request_counters: RequestCountersTable;
  claim_signals: ClaimSignalsTable;
}
