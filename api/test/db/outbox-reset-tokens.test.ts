import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../../src/db/client';
import { migrate, readMigrations } from '../../src/db/migrate';
import { SECRET_NOT_STORED } from '../../src/plugins/app/mailer';

test('migration 0016 replaces the token of every reset email stored before; other emails are left as they were', async () => {
  const db = await openDatabase({});
  try {
    const all = readMigrations();
    await migrate(
      db,
      all.filter((m) => m.version < '0016'),
    );
    const token = 'GUoJL1SYrndcTibe9IDDeyerVFAA09zDfjMH7Q-bU_gg';
    const link = `https://brandcast.example/reset-password?token=${token}`;
    await db.query(
      `INSERT INTO outbox (recipient, subject, body, link, transport) VALUES
         ('a@example.com', 'Reset your Brandcast password', $1, $2, 'log'),
         ('b@example.com', 'You are invited', 'Open https://brandcast.example/projects/1?token=keep', 'https://brandcast.example/projects/1', 'smtp')`,
      [`Hello,\nOpen this link within an hour: ${link}\nBye`, link],
    );
    await migrate(db, all);
    const rows = await db.query<{ recipient: string; body: string; link: string }>(
      'SELECT recipient, body, link FROM outbox ORDER BY recipient',
    );
    const hidden = `https://brandcast.example/reset-password?token=${SECRET_NOT_STORED}`;
    assert.deepEqual(rows, [
      { recipient: 'a@example.com', body: `Hello,\nOpen this link within an hour: ${hidden}\nBye`, link: hidden },
      {
        recipient: 'b@example.com',
        body: 'Open https://brandcast.example/projects/1?token=keep',
        link: 'https://brandcast.example/projects/1',
      },
    ]);
  } finally {
    await db.close();
  }
});
