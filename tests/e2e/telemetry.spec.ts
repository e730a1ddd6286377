import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { e2eServer } from './support/e2eServer.ts';
import { texts } from './support/standardJourney.ts';

interface StoredEvent {
  form_type: string;
  field_key: string;
  field_value: string;
  created_at: string;
}

/** The tracking events stored for a value, read back from the server's SQLite file. */
function eventsFor(value: string): StoredEvent[] {
  const database = new Database(e2eServer.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return database
      .prepare('select form_type, field_key, field_value, created_at from tracking_events where field_value = ?')
      .all(value) as StoredEvent[];
  } finally {
    database.close();
  }
}

// The demo tracks the Notice ID (enableTrackingFeature): each one a claimant commits is stored.
test('a valid Notice ID is stored as a tracking event once the claimant leaves the field', async ({ page }) => {
  await page.goto('/');
  const noticeId = page.getByLabel(texts.en.noticeId);
  await noticeId.pressSequentially('ZZZ-TRK1-0001');
  expect(eventsFor('ZZZ-TRK1-0001')).toEqual([]);

  await noticeId.press('Tab');
  await expect
    .poll(() => eventsFor('ZZZ-TRK1-0001'))
    .toEqual([
      { form_type: 'Standard', field_key: 'NoticeId', field_value: 'ZZZ-TRK1-0001', created_at: expect.any(String) },
    ]);
});

test('a Notice ID that fails its rules is not tracked', async ({ page }) => {
  await page.goto('/?culture=es');
  const noticeId = page.getByLabel(texts.es.noticeId);
  await noticeId.fill('ZZ-1');
  await noticeId.press('Tab');
  // A valid one after it proves the tracking call ran meanwhile.
  await noticeId.fill('ZZZ-TRK2-0002');
  await noticeId.press('Tab');
  await expect.poll(() => eventsFor('ZZZ-TRK2-0002')).toHaveLength(1);
  expect(eventsFor('ZZ-1')).toEqual([]);
});
