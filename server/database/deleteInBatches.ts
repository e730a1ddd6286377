/** Rows a pruning statement deletes at most: a large prune never holds the database for long. */
export const pruneBatchSize = 1_000;

/**
 * Runs `deleteBatch`, a DELETE of at most `limit` rows (`… where key in (select key … limit n)`,
 * the same SQL on SQLite and PostgreSQL), until it deletes fewer, letting other work in between
 * batches: SQLite has one writer, and a delete of a million rows in one statement would keep every
 * claimant's write waiting until it ends. Returns how many rows went.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<{ numDeletedRows: bigint }>,
  batchSize = pruneBatchSize,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = Number((await deleteBatch(batchSize)).numDeletedRows);
    deleted += batch;
    if (batch < batchSize) return deleted;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
