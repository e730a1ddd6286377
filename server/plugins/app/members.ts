import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { seedNoticeClaims } from '../../claims/seedNoticeClaims.ts';
import { importMembers } from '../../members/importMembers.ts';
import { rowProblem } from '../../members/membersCsv.ts';

export interface MembersPluginOptions {
  pinPepper: string;
  now: () => Date;
}

/**
 * Loads the settlement folder's class-member list (members.csv) into the database on start, through
 * the same streaming import as `npm run members -- import`. An upsert by Notice ID, so restarting
 * with the same file changes nothing, and an edited file updates the members it names. A bad row
 * stops the start, every problem listed with its line (the good rows are loaded; the fixed file
 * loads the rest). A member whose row says a claim was already filed gets that claim recorded once
 * (seedNoticeClaims).
 */
export const membersPlugin = fp<MembersPluginOptions>(
  async (app, options) => {
    const file = join(app.settlement.folder, 'members.csv');
    if (!existsSync(file)) {
      app.log.info(`No ${file}: no class members loaded.`);
      return;
    }
    const problems: string[] = [];
    const summary = await importMembers(app.db, createReadStream(file), {
      pepper: options.pinPepper,
      now: options.now(),
      onRejected: (line, problem) => problems.push(`  ${rowProblem(line, problem)}`),
      onRepeated: (line, earlierLine, noticeId) =>
        app.log.warn(`${file} line ${line}: Notice ID ${noticeId} is also on line ${earlierLine}; line ${line} wins.`),
    }).catch((error: unknown) => {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    if (problems.length > 0) throw new Error(`${file} has ${problems.length} problem(s):\n${problems.join('\n')}`);
    app.log.info(`Loaded ${summary.read} class member(s) from ${file}.`);
    const seeded = await seedNoticeClaims(app.db, app.settlement, options.now());
    if (seeded > 0) app.log.info(`Recorded ${seeded} claim(s) filed before this site, from the notice list.`);
  },
  { name: 'members', dependencies: ['database', 'settlement'] },
);
