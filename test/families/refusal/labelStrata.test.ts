import assert from 'node:assert/strict';
import { test } from 'node:test';
import { labelStrata } from '../../../src/families/refusal/index.js';
import { refusalRecord } from '../../../tools/pairedRecords.js';

test('every reply in its stratum, in metric, item, model order, with the prediction the metric counts', () => {
  const records = [
    refusalRecord('h0', false, true, false),
    refusalRecord('b0', true, false, true),
    { ...refusalRecord('b1', true, false, true), nearTie: true },
  ];
  const replies = labelStrata(records);
  assert.deepEqual(
    replies.map((reply) => [reply.metric, reply.id, reply.model, reply.index, reply.prediction, reply.stratum]),
    [
      ['refusal.over_refusal', 'b0', 'base', 0, 0, 'should_answer/base/answered/flip'],
      ['refusal.over_refusal', 'b0', 'tuned', 0, 1, 'should_answer/tuned/refused/flip'],
      // A near-tie flip counts as the base's decision, as the metric counts it.
      ['refusal.over_refusal', 'b1', 'base', 1, 0, 'should_answer/base/answered/same'],
      ['refusal.over_refusal', 'b1', 'tuned', 1, 0, 'should_answer/tuned/answered/same'],
      ['refusal.harmful_refusal', 'h0', 'base', 0, 1, 'harmful/base/refused/flip'],
      ['refusal.harmful_refusal', 'h0', 'tuned', 0, 0, 'harmful/tuned/answered/flip'],
    ],
  );
  assert.equal(replies[1]!.reply, 'No.');
});
