import { describe, expect, it } from 'vitest';
import { DRUG_CLASS_NAMES, DRUG_CLASSES, drugClassOf, drugClassWords } from './drug-classes.js';

describe('drug classes', () => {
  it('names the class of a medicament from its name or ingredients', () => {
    expect(drugClassOf('Clamoxyl 500 mg Amoxicillin trihydrate')).toBe('Penicillins');
    expect(drugClassOf('Septanest 4% Articaine hydrochloride')).toBe('Local anaesthetics (amide)');
    expect(drugClassOf('Topical benzocaine gel 20%')).toBe('Local anaesthetics (ester)');
    expect(drugClassOf('Advil 400 mg Ibuprofen')).toBe('NSAIDs');
    expect(drugClassOf('Hydroxychloroquine sulfate')).toBeNull();
    expect(drugClassOf('Doliprane Paracetamol')).toBeNull();
  });

  it('gives the SQL every word of every class, the class name included, each word once', () => {
    const { classes, words } = drugClassWords();
    expect(classes).toHaveLength(words.length);
    expect(words[classes.indexOf('Penicillins')]).toBe('penicillins');
    expect(new Set(words).size).toBe(words.length);
    for (const name of DRUG_CLASS_NAMES) for (const w of DRUG_CLASSES[name]) expect(w).toBe(w.toLowerCase());
  });
});
