import { describe, expect, it } from 'vitest';
import { pageKey } from './pageKey';

describe('pageKey', () => {
  it('names every tab of Settings, and Settings itself, as one page', () => {
    expect(pageKey('/configuration')).toBe('/configuration');
    expect(pageKey('/configuration/system')).toBe('/configuration');
    expect(pageKey('/configuration/users')).toBe('/configuration');
  });

  it("names any other address as its own page, one that merely begins with a tabbed page's too", () => {
    expect(pageKey('/patient/1')).toBe('/patient/1');
    expect(pageKey('/patient/2')).toBe('/patient/2');
    expect(pageKey('/configurations')).toBe('/configurations');
  });
});
