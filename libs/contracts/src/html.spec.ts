import { escapeHtml } from './html.js';

it('escapes what users type', () => {
  expect(escapeHtml(`<script>"a" & 'b'</script>`)).toBe(
    '&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;',
  );
});
