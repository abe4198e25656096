import { describe, expect, it } from 'vitest';
import fr from './locales/fr.json';
import { addCatalogue, changeLanguage, currentLanguage, inAgreement, onLanguageChange, translator } from './translator';

addCatalogue('fr', fr);
addCatalogue('es', { Empty: '' });

describe('translator', () => {
  it('gives English text back, placeholders filled, and leaves an unknown placeholder as written', () => {
    const t = translator('en');
    expect(t('Sign In')).toBe('Sign In');
    expect(t('Entries: {{count}}', { count: 3 })).toBe('Entries: 3');
    expect(t('{{ name }} and {{other}}', { name: 'Ada' })).toBe('Ada and {{other}}');
  });

  it('translates from the catalogue, with placeholders filled in the translation', () => {
    const t = translator('fr');
    expect(t('Sign In')).toBe(fr['Sign In']);
    expect(t('Entries: {{count}}', { count: 3 })).toBe(fr['Entries: {{count}}'].replace('{{count}}', '3'));
  });

  it('translates a field message the catalogue lacks word for word from its template', () => {
    expect(translator('fr')('Birth Date is required')).toBe('Le champ « Date de naissance » est obligatoire');
  });

  it('puts a status in the gender of the record it describes: a paid invoice is Payée, a paid payment Payé', () => {
    expect(inAgreement('Paid', 'Invoice', 'fr')).toBe('Payée');
    expect(inAgreement('Issued', 'Invoice', 'fr')).toBe('Émise');
    expect(translator('fr')('Paid')).toBe('Payé');
    expect(inAgreement('Draft', 'Invoice', 'fr')).toBe('Brouillon');
    expect(inAgreement('Paid', 'Invoice', 'en')).toBe('Paid');
  });

  it('says one English word two ways by its context: an invoice’s Service is a Prestation, an equipment’s an Entretien', () => {
    expect(translator('fr')('Service')).toBe('Prestation');
    expect(translator('fr')('Service|maintenance')).toBe('Entretien');
    expect(translator('en')('Service|maintenance')).toBe('Service');
    // A context no catalogue has: the plain word's translation; a bar in running text is text.
    expect(translator('fr')('Service|unknown')).toBe('Prestation');
    expect(translator('en')('Cash | Card')).toBe('Cash | Card');
  });

  it('shows the English text for a missing or empty translation', () => {
    expect(translator('fr')('Not in any catalogue')).toBe('Not in any catalogue');
    expect(translator('es')('Empty')).toBe('Empty');
  });

  it('tells its listeners when the language changes, and keeps one function per language', () => {
    const heard: string[] = [];
    const stop = onLanguageChange(() => heard.push(currentLanguage()));
    const before = translator('fr');
    changeLanguage('fr');
    changeLanguage('fr');
    stop();
    changeLanguage('en');
    expect(heard).toEqual(['fr']);
    expect(translator('fr')).toBe(before);
  });
});
