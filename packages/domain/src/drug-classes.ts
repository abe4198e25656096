/**
 * The drug classes the allergy check knows (issue 15 item 2). An allergy to a
 * class, or to any of its members, warns for every member: a patient allergic
 * to Penicillin is warned of Amoxicillin, one allergic to Lidocaine of
 * Articaine. Each class lists the words (lower case) that name it or one of
 * its members, as they appear in an allergy entry, a medicament's name or an
 * active ingredient. A medicament belongs to the class it is given, and also
 * to every class whose words its name or ingredients contain, so a medicament
 * left without a class is still checked.
 */
export const DRUG_CLASSES = {
  Penicillins: [
    'penicillin',
    'amoxicillin',
    'ampicillin',
    'cloxacillin',
    'dicloxacillin',
    'flucloxacillin',
    'oxacillin',
    'piperacillin',
    'pivmecillinam',
  ],
  Cephalosporins: [
    'cephalosporin',
    'cefalexin',
    'cephalexin',
    'cefadroxil',
    'cefuroxime',
    'cefaclor',
    'cefixime',
    'cefpodoxime',
    'cefazolin',
    'ceftriaxone',
  ],
  Macrolides: ['macrolide', 'erythromycin', 'azithromycin', 'clarithromycin', 'roxithromycin', 'spiramycin'],
  Lincosamides: ['lincosamide', 'clindamycin', 'lincomycin'],
  Tetracyclines: ['tetracycline', 'doxycycline', 'minocycline', 'oxytetracycline'],
  Nitroimidazoles: ['nitroimidazole', 'metronidazole', 'tinidazole', 'ornidazole'],
  Sulfonamides: ['sulfonamide', 'sulphonamide', 'sulfa drug', 'sulfamethoxazole', 'sulfadiazine', 'co-trimoxazole'],
  NSAIDs: [
    'nsaid',
    'anti-inflammatory',
    'ibuprofen',
    'naproxen',
    'diclofenac',
    'ketoprofen',
    'flurbiprofen',
    'ketorolac',
    'meloxicam',
    'piroxicam',
    'celecoxib',
    'etoricoxib',
    'mefenamic',
    'nimesulide',
    'aspirin',
    'acetylsalicylic',
  ],
  'Local anaesthetics (amide)': [
    'amide anaesthetic',
    'amide anesthetic',
    'lidocaine',
    'lignocaine',
    'xylocaine',
    'articaine',
    'mepivacaine',
    'prilocaine',
    'bupivacaine',
    'ropivacaine',
  ],
  'Local anaesthetics (ester)': [
    'ester anaesthetic',
    'ester anesthetic',
    'benzocaine',
    'procaine',
    'tetracaine',
    'amethocaine',
    'chloroprocaine',
  ],
  Opioids: ['opioid', 'opiate', 'codeine', 'tramadol', 'morphine', 'oxycodone', 'hydrocodone', 'fentanyl'],
  Benzodiazepines: ['benzodiazepine', 'diazepam', 'midazolam', 'lorazepam', 'alprazolam', 'triazolam'],
  Corticosteroids: [
    'corticosteroid',
    'dexamethasone',
    'prednisolone',
    'prednisone',
    'methylprednisolone',
    'hydrocortisone',
    'triamcinolone',
  ],
  'Azole antifungals': [
    'azole antifungal',
    'miconazole',
    'fluconazole',
    'clotrimazole',
    'ketoconazole',
    'itraconazole',
  ],
  Chlorhexidine: ['chlorhexidine'],
} as const satisfies Record<string, readonly string[]>;

export type DrugClass = keyof typeof DRUG_CLASSES;
export const DRUG_CLASS_NAMES = Object.keys(DRUG_CLASSES) as DrugClass[];

/** The words of a class: its name, then those of its members. */
const wordsOf = (name: DrugClass): string[] => [...new Set([name.toLowerCase(), ...DRUG_CLASSES[name]])];

/** Every (class, word) pair, as the two parallel arrays the SQL of the allergy check unnests. */
export function drugClassWords(): { classes: string[]; words: string[] } {
  const classes: string[] = [];
  const words: string[] = [];
  for (const name of DRUG_CLASS_NAMES)
    for (const word of wordsOf(name)) {
      classes.push(name);
      words.push(word);
    }
  return { classes, words };
}

/** The first class whose words the text contains (a medicament's name and ingredients), or null. */
export function drugClassOf(text: string): DrugClass | null {
  const lower = text.toLowerCase();
  return DRUG_CLASS_NAMES.find((name) => wordsOf(name).some((w) => lower.includes(w))) ?? null;
}
