import assert from 'node:assert/strict';
import { test } from 'node:test';
import { craftedLines } from '../../src/engine/craft';
import { readBrief } from '../../src/engine/craft/read';
import { askForFocus, choreDone, focusOffer, painQuestion, timeContrast } from '../../src/engine/craft/turns';
import { defectsOf } from '../../src/engine/defects';
import type { EngineProject } from '../../src/engine';
import { INSTALLER } from './fixtures';

/** A clinic whose pain is a wait and whose proof is a shorter one. */
const CLINIC: EngineProject = {
  details: {
    businessName: 'Northside Hand Therapy',
    whatYouSell: 'hand and wrist therapy, splinting, post-surgery rehab',
    whoYouSellTo: 'office workers and tradespeople',
    problemYouSolve: 'hospital waitlists for hand therapy are 6 to 9 months',
    uniqueValue: 'new patients are seen within 5 days, both therapists are certified hand therapists',
    priceRange: 'initial assessment $120',
    businessGoal: 'more bookings for post-surgery rehab',
    location: 'Hamilton, Ontario',
    businessStage: 'established',
  },
};

test('the offer a line leads with is the one the goal is about', () => {
  assert.equal(focusOffer(readBrief(INSTALLER)), 'solar thermal installs');
  assert.equal(focusOffer(readBrief(CLINIC)), 'post-surgery rehab');
});

test('our time is set against the wait in the pain, only when it is the shorter', () => {
  assert.deepEqual(timeContrast(readBrief(CLINIC)), { ours: '5 days', theirs: '6 to 9 months' });
  assert.equal(timeContrast(readBrief(INSTALLER)), null);
  const slow = { details: { ...CLINIC.details, uniqueValue: 'new patients are seen within 8 months' } };
  assert.equal(timeContrast(readBrief(slow)), null);
});

test('a chore the business does is said as done for the reader; a pain list is asked back', () => {
  const b = readBrief(INSTALLER);
  assert.equal(choreDone(b), 'grant paperwork');
  assert.equal(painQuestion(b), 'Burst pipes? Cold radiators?');
  // A pain told as a sentence is not chopped into questions.
  assert.equal(painQuestion(readBrief(CLINIC)), null);
});

test('the turned lines lead the crafted taglines, and each passes the checks', () => {
  const clinic = craftedLines(CLINIC, 'tagline', 1).map((c) => c.text);
  assert.ok(clinic.includes('Post-surgery rehab in days, not months.'), clinic.join(' | '));
  const installer = craftedLines(INSTALLER, 'tagline', 1);
  const texts = installer.map((c) => c.text);
  assert.ok(texts.includes('Solar thermal installs in Galway, grant paperwork included.'), texts.join(' | '));
  assert.ok(texts.includes('Plumbing and heating in Galway since 1994.'), texts.join(' | '));
  // Ranked ahead: a turn's bonus is above a restated proof's on average over seeds.
  const mean = (angle: string) => {
    const bonuses = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) =>
      craftedLines(INSTALLER, 'tagline', seed)
        .filter((c) => c.angle === angle)
        .map((c) => c.bonus!),
    );
    return bonuses.reduce((x, y) => x + y, 0) / bonuses.length;
  };
  assert.ok(mean('craft: done for you') > mean('craft: proof alone') + 10);
  for (const t of [...clinic, ...texts]) assert.deepEqual(defectsOf(t, 'tagline', null), [], t);
});

test('a line that points at what it never named is a defect', () => {
  assert.ok(defectsOf('Take them for expats.', 'tagline', null).includes('points at what it never names'));
  assert.ok(defectsOf('Not the tourist ones.', 'tagline', null).includes('points at what it never names'));
  assert.deepEqual(
    defectsOf('Dogs need walks. Give them yours.', 'tagline', null).filter((d) => d.startsWith('points')),
    [],
  );
});

test("a generic booking ask names the goal's own thing; other asks are kept", () => {
  const electrician: EngineProject = {
    details: {
      businessName: 'Volt & Co',
      whatYouSell: 'rewires, consumer unit upgrades, ev charger installs',
      whoYouSellTo: 'homeowners',
      businessGoal: 'get 15 ev charger installs booked before june',
      location: 'Leeds',
    },
  };
  const b = readBrief(electrician);
  assert.equal(askForFocus(b), 'Book your ev charger install');
  assert.equal(b.ask, 'Book your ev charger install');
  assert.ok(readBrief(INSTALLER).ask && /quote/i.test(readBrief(INSTALLER).ask!));
});
