import { renderPdf } from './documents/pdf.ts';
const model = {
  title: 'Statement of account', subtitle: 'Account 2', letterhead: ['Chairside Dental', '12 High Street', 'London'],
  blocks: [
    { kind: 'paragraph', text: 'Amina Okafor\n3 Rue de la Paix\nParis' },
    { kind: 'fields', rows: [{label:'Account Number', value:'2'},{label:'Statement Date', value:'28 Nov 2026'},{label:'Period', value:'1 Jan 2026 – 28 Nov 2026'},{label:'Due Date', value:'28 Dec 2026'}] },
    { kind: 'space', size: 8 },
    { kind: 'table', label: 'Account', widths: [1.1,0.9,1.5,1,1,1], columns: ['Date','Entry','Reference','Charge','Payment','Balance'],
      rows: Array.from({length: 4}, (_, i) => ['12 Mar 2026', i%2?'Payment':'Invoice', `INV-2026-00003${i}`, i%2?'':'€120.00', i%2?'€60.00':'', '€60.00']) },
    { kind: 'heading', text: 'Amount due (EUR)' },
    { kind: 'fields', rows: [{label:'Amount Due', value:'€120.00'},{label:'Open invoices', value:'€120.00'}] },
  ],
  footer: 'Chairside Dental · 12 High Street', pageLabel: 'Page {{page}} of {{count}}', logo: true,
} as const;
const n = Number(process.argv[2] ?? 300);
for (let i = 0; i < 30; i++) await renderPdf(model as any);
const t0 = performance.now();
let size = 0;
for (let i = 0; i < n; i++) size = (await renderPdf(model as any)).length;
console.log('ms/pdf', ((performance.now() - t0) / n).toFixed(2), 'bytes', size);
