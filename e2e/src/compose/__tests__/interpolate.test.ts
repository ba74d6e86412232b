import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InterpolationError, interpolate, interpolateValues } from '../interpolate';

const env = { SET: 'value', EMPTY: '', OTHER: 'other' };

describe('interpolate', () => {
  it('replaces ${VAR} and $VAR, and an unset variable by nothing', () => {
    assert.equal(interpolate('a ${SET} b $SET c', env), 'a value b value c');
    assert.equal(interpolate('[${UNSET}][$UNSET]', env), '[][]');
    assert.equal(interpolate('$SET_more', env), '');
    assert.equal(interpolate('${SET}_more', env), 'value_more');
  });

  it('uses ${VAR:-default} when unset or empty, ${VAR-default} only when unset', () => {
    assert.equal(interpolate('${SET:-d}|${EMPTY:-d}|${UNSET:-d}', env), 'value|d|d');
    assert.equal(interpolate('${SET-d}|${EMPTY-d}|${UNSET-d}', env), 'value||d');
    assert.equal(interpolate('${UNSET:-}', env), '');
    assert.equal(interpolate('${UNSET:-http://localhost:3000}', env), 'http://localhost:3000');
  });

  it('fails on ${VAR:?err} when unset or empty, on ${VAR?err} only when unset, naming the variable and the reason', () => {
    assert.equal(interpolate('${SET:?need it}', env), 'value');
    assert.equal(interpolate('${EMPTY?need it}', env), '');
    assert.throws(() => interpolate('${EMPTY:?need it}', env), {
      message: 'required variable EMPTY is missing a value: need it',
    });
    assert.throws(() => interpolate('${UNSET?need it}', env), /required variable UNSET is missing a value: need it/);
    assert.throws(() => interpolate('${UNSET:?}', env), { message: 'required variable UNSET is missing a value' });
    assert.throws(() => interpolate('${UNSET:?x}', env), InterpolationError);
  });

  it('resolves nested defaults and messages', () => {
    assert.equal(interpolate('${UNSET:-${OTHER}}', env), 'other');
    assert.equal(interpolate('${UNSET:-${ALSO_UNSET:-deep}}!', env), 'deep!');
    assert.throws(() => interpolate('${UNSET?$OTHER}', env), {
      message: 'required variable UNSET is missing a value: other',
    });
  });

  it('keeps $$ as a literal $ and a $ that starts no variable as it is', () => {
    assert.equal(interpolate('$$SET and $${SET}', env), '$SET and ${SET}');
    assert.equal(interpolate('costs $5 or 5$', env), 'costs $5 or 5$');
  });

  it('refuses what Compose does not support', () => {
    assert.throws(() => interpolate('${SET/a/b}', env), /invalid interpolation format/);
    assert.throws(() => interpolate('${SET', env), /unclosed/);
    assert.throws(() => interpolate('${}', env), /invalid interpolation format/);
  });
});

describe('interpolateValues', () => {
  it('interpolates the values of a document at any depth, never its keys', () => {
    assert.deepEqual(
      interpolateValues({ $SET: ['${SET}', { port: '${PORT:-3000}:80', n: 1, on: true, none: null }] }, env),
      { $SET: ['value', { port: '3000:80', n: 1, on: true, none: null }] },
    );
  });
});
