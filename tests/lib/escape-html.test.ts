import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/shared/escape-html.ts';

describe('escapeHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a "quoted" value', 'a &quot;quoted&quot; value'],
    ["it's", 'it&#39;s'],
    ['Müller & Söhne', 'Müller &amp; Söhne'],
    ['&amp;', '&amp;amp;'],
    ['plain text', 'plain text'],
  ])('%j becomes %j', (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });

  it('keeps text inside a quoted attribute whichever quote the attribute uses', () => {
    const hostile = `x" onmouseover="alert(1)' y='`;
    expect(`<a title="${escapeHtml(hostile)}">`).not.toMatch(/title="[^"]*"\s+onmouseover/);
    expect(escapeHtml(hostile)).not.toMatch(/["']/);
  });
});
