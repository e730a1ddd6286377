import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { seedNoticeClaims } from '../../claims/seedNoticeClaims.ts';
import { parseMembersCsv } from '../../members/membersCsv.ts';
import { upsertMembers } from '../../members/membersRepository.ts';

export interface MembersPluginOptions {
  pinPepper: string;
  now: () => Date;
}

/**
 * Loads the settlement folder's class-member list (members.csv) into the database on start. An
 * upsert by Notice ID, so restarting with the same file changes nothing, and an edited file
 * updates the members it names. A member whose row says a claim was already filed gets that claim
 * recorded once (seedNoticeClaims).
 */
export const membersPlugin = fp<MembersPluginOptions>(
  async (app, options) => {
    const file = join(app.settlement.folder, 'members.csv');
    if (!existsSync(file)) {
      app.log.info(`No ${file}: no class members loaded.`);
      return;
    }
    const members = parseMembersCsv(readFileSync(file, 'utf8'), file);
    await upsertMembers(app.db, members, options.pinPepper, options.now());
    app.log.info(`Loaded ${members.length} class member(s) from ${file}.`);
    const seeded = await seedNoticeClaims(app.db, app.settlement, options.now());
    if (seeded > 0) app.log.info(`Recorded ${seeded} claim(s) filed before this site, from the notice list.`);
  },
  { name: 'members', dependencies: ['database', 'settlement'] },
);
