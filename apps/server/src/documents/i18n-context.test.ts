import { describe, expect, it } from 'vitest';
import { translator } from './i18n.js';

describe('document translator', () => {
  it('prints a text with a context as its own translation: an invoice’s Prestation, an equipment’s Entretien', () => {
    expect(translator('fr').text('Service')).toBe('Prestation');
    expect(translator('ar').text('Service')).toBe('خدمة');
    expect(translator('fr').text('Service|maintenance')).toBe('Entretien');
    expect(translator('en').text('Service|maintenance')).toBe('Service');
    expect(translator('es').text('Service|unknown')).toBe('Servicio');
  });
});
