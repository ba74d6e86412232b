import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brandOf } from '../../src/engine/brand';
import { DEVICES, deviceCandidates, slotsOf } from '../../src/engine/built-in/devices';
import { goalCalls, type GoalContext } from '../../src/engine/goal';
import { defectsOf, pastedRun } from '../../src/engine/defects';
import { GOLDEN } from './golden';

const context: Omit<GoalContext, 'goal'> = {
  offer: 'sourdough loaves',
  name: 'Crumb & Co',
  bookable: null,
  site: null,
  free: false,
};

test("the goal is read as the reader's action, in the brief's words", () => {
  const calls = (goal: string, more: Partial<typeof context> = {}) =>
    goalCalls({ ...context, ...more, goal })?.calls[0];
  assert.equal(calls('recruit 40 monthly donors by march'), 'Become a monthly donor today.');
  assert.equal(calls('get more bookings on weekdays'), 'Book a weekday appointment today.');
  assert.equal(calls('fill saturday slots', { bookable: 'class' }), 'Book a Saturday class today.');
  assert.equal(calls('more reviews on google'), 'Been in? Leave us a Google review.');
  assert.equal(calls('sell out the first batch'), 'Get yours from the first batch.');
  assert.equal(calls('more quote requests', { free: true }), 'Get your free quote today.');
  assert.equal(calls('more weekly pre-orders', { site: 'crumb.co' }), 'Pre-order yours today at crumb.co.');
  // "books" is what an author sells, not a booking.
  assert.equal(calls('sell more books online'), 'Order your sourdough loaves today.');
  assert.equal(calls('be happy'), undefined);
});

test('a device writes only from slots the brief fills, and turns them rather than pasting them', () => {
  const saas = slotsOf(brandOf(GOLDEN.securitySaas!));
  assert.equal(saas.relief, 'win enterprise contracts');
  assert.equal(saas.causeRelief, 'pass security questionnaires');
  assert.equal(saas.state, 'audit-ready in 6 weeks');
  const lines = deviceCandidates(brandOf(GOLDEN.securitySaas!), 'tagline').map((c) => c.text);
  assert.ok(lines.includes('Pass security questionnaires. Win enterprise contracts.'), lines.join(' | '));
  assert.ok(lines.includes('6 weeks to audit-ready.'), lines.join(' | '));
  // Without a problem, no device that needs one writes.
  const noPain = { details: { ...GOLDEN.securitySaas!.details, problemYouSolve: '' } };
  const painless = slotsOf(brandOf(noPain));
  for (const id of ['contrast pair', 'question and answer', 'outcome and means']) {
    assert.deepEqual(DEVICES.find((d) => d.id === id)!.write(painless), [], id);
  }
  const bakery = deviceCandidates(brandOf(GOLDEN.bakery!), 'tagline').map((c) => c.text);
  assert.ok(bakery.includes('Sourdough loaves. Cardamom buns. Baked every morning.'), bakery.join(' | '));
});

test('a line that lifts more than six words of a field in a row is pasted from the brief', () => {
  const b = brandOf(GOLDEN.securitySaas!);
  assert.equal(
    pastedRun('No more losing enterprise contracts because of failed security questionnaires.', b),
    'losing enterprise contracts because of failed security questionnaires',
  );
  assert.equal(pastedRun('Stop losing enterprise contracts.', b), null);
  assert.equal(pastedRun('Vaultline. Audit-ready in 6 weeks.', b), null);
});

test("the owner's first person is a defect, a brand named with one of its words is not", () => {
  const b = brandOf({ details: { businessName: 'Mine', whatYouSell: 'coffee beans' } });
  assert.match(defectsOf("I've been doing this 20 years.", 'tagline', b).join(), /first person/);
  assert.match(defectsOf("Coffee from my grandma's recipe.", 'tagline', b).join(), /first person/);
  assert.doesNotMatch(defectsOf('Mine offers coffee beans.', 'copy', b).join(), /first person/);
});
