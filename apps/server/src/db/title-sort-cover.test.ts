import { invoices, medicamentCategories, patients } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { searchReadColumns, titleSortCover } from './resource-table.js';

describe("the title's sort index", () => {
  it('carries every other column a search reads, so a walk for a page reads the index alone', () => {
    expect(titleSortCover(patients)).toEqual([
      'medicalRecordNumber',
      'nationalId',
      'telephone',
      'email',
      'insuranceId',
    ]);
    // A searched reference is its column: the record it points at is matched by its title.
    expect(titleSortCover(invoices)).toEqual(['patient']);
    expect(searchReadColumns(invoices)).toEqual(['invoice_number', 'patient']);
  });

  it('carries none when a searched text could be wider than a btree key holds (some 2,600 bytes)', () => {
    // 2,000 characters, up to 4 bytes each in UTF-8: a key that wide would refuse the record's write.
    expect(medicamentCategories.fields.description).toHaveProperty('max', 2000);
    expect(titleSortCover(medicamentCategories)).toEqual([]);
  });
});
