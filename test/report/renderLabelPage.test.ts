import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderLabelPage } from '../../src/report/index.js';
import { HOSTILE_TEXT } from '../../tools/fakeRun.js';

test('a reply cannot close the data script, and the page loads nothing from elsewhere', () => {
  const html = renderLabelPage({
    runId: 'r',
    drawKey: '0-1-abc',
    lines: [{ id: 'a', prompt: '</script><script>alert(1)</script>', reply: HOSTILE_TEXT, label: '' }],
  });
  const data = html.slice(html.indexOf('<script id="data"'), html.indexOf('</script>', html.indexOf('<script id="data"')));
  assert.ok(!data.includes('<', 1), 'raw < inside the data block');
  assert.equal((html.match(/<\/script>/g) ?? []).length, 2);
  assert.doesNotMatch(html, /\b(src|href)=["']?(https?:)?\/\//);
  const json = JSON.parse(data.slice(data.indexOf('>') + 1)) as { lines: { reply: string }[] };
  assert.equal(json.lines[0]!.reply, HOSTILE_TEXT);
});
