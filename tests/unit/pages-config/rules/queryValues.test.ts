import { describe, expect, it } from 'vitest';
import { sanitizeQuery } from '#pages-config/rules/queryValues.ts';

describe('sanitizeQuery', () => {
  it('reports nothing to change for a clean query', () => {
    expect(sanitizeQuery('?form=standard&culture=es')).toBeNull();
  });

  it('strips characters other than letters, digits, hyphen and underscore', () => {
    expect(sanitizeQuery('?culture=es%3Cscript%3E')).toBe('?culture=esscript');
  });
});
