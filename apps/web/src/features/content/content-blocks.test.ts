import { describe, expect, it } from 'vitest';
import { anchorId, parseBlocks, parseSections } from './content-blocks';

describe('content blocks', () => {
  it('reads paragraphs, lists, steps and notes, and skips anything else', () => {
    expect(
      parseBlocks(['Text', { items: ['a', 'b'] }, { steps: ['1'] }, { note: 'N' }, 4, { x: 1 }]),
    ).toEqual([
      { kind: 'paragraph', text: 'Text' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'steps', items: ['1'] },
      { kind: 'note', text: 'N' },
    ]);
    expect(parseBlocks('Un singur paragraf')).toEqual([{ kind: 'paragraph', text: 'Un singur paragraf' }]);
    expect(parseBlocks(undefined)).toEqual([]);
  });

  it('reads sections in file order with kebab-case anchors', () => {
    const sections = parseSections({
      right_of_withdrawal: { title: 'Dreptul de retur', blocks: ['p'] },
      broken: 'not a section',
      how_to_return: { title: 'Cum returnezi', blocks: [] },
    });
    expect(sections.map((section) => section.id)).toEqual(['right-of-withdrawal', 'how-to-return']);
    expect(sections[0]?.blocks).toEqual([{ kind: 'paragraph', text: 'p' }]);
    expect(parseSections('key.missing')).toEqual([]);
    expect(anchorId('a_b_c')).toBe('a-b-c');
  });
});
