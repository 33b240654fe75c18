import { describe, expect, it } from 'vitest';
import { formatPageList, splitFormFeeds, textDocument } from './document';

describe('formatPageList', () => {
  it('lists pages with runs as ranges', () => {
    expect(formatPageList([7])).toBe('7');
    expect(formatPageList([3, 5])).toBe('3 and 5');
    expect(formatPageList([1, 2, 3, 5, 8, 9])).toBe('1-3, 5 and 8-9');
  });
});

describe('textDocument', () => {
  it('numbers pages from 1 and names the blank ones', () => {
    expect(textDocument('txt', ['', 'a', ' ', '\n', 'b'], ['first'])).toEqual({
      format: 'txt',
      pageCount: 5,
      pages: [
        { page: 1, text: '' },
        { page: 2, text: 'a' },
        { page: 3, text: ' ' },
        { page: 4, text: '\n' },
        { page: 5, text: 'b' },
      ],
      warnings: ['first', 'Pages 1 and 3-4 have no text; quotes cannot cite them.'],
    });
  });
});

describe('splitFormFeeds', () => {
  it('drops only one trailing blank page', () => {
    expect(splitFormFeeds('a\fb\f\n')).toEqual(['a', 'b']);
    expect(splitFormFeeds('a\f\f')).toEqual(['a', '']);
    expect(splitFormFeeds('  ')).toEqual(['  ']);
  });
});
