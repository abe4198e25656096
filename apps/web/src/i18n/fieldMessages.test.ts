import { describe, expect, it } from 'vitest';
import { matchFieldMessage, translateFieldMessage } from './fieldMessages';
import fr from './locales/fr.json';

const lookup = (text: string) => (fr as Record<string, string>)[text];

describe('field messages', () => {
  it('reads the template and its parts back out of a filled message', () => {
    expect(matchFieldMessage('Birth Date is required')).toEqual({
      template: '{{label}} is required',
      values: { label: 'Birth Date' },
    });
    expect(matchFieldMessage('Estimated Duration (days) must be at least 1')).toEqual({
      template: '{{label}} must be at least {{min}}',
      values: { label: 'Estimated Duration (days)', min: '1' },
    });
    expect(matchFieldMessage('Notes must be at most 2000 characters')?.template).toBe(
      '{{label}} must be at most {{max}} characters',
    );
    expect(matchFieldMessage('Something else went wrong')).toBeNull();
  });

  it('translates a message through its template and the field’s translated label and options', () => {
    expect(translateFieldMessage('Birth Date is required', lookup)).toBe(
      'Le champ « Date de naissance » est obligatoire',
    );
    expect(translateFieldMessage('Gender must be one of: Male, Female, Other', lookup)).toBe(
      '« Sexe » doit être l’une des valeurs : \u2068Homme\u2069, \u2068Femme\u2069, \u2068Autre\u2069',
    );
  });

  it('gives nothing when the label has no translation, so the gap shows in the catalogue test', () => {
    expect(translateFieldMessage('Unheard Of Field is required', lookup)).toBeUndefined();
  });
});
