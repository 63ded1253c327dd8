import { describe, expect, it } from 'vitest';
import { jsonForScript } from './html';

describe('jsonForScript', () => {
  it('cannot close the script element and still parses to the same value', () => {
    const value = { text: '</script><!-- & -->', line: '\u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
