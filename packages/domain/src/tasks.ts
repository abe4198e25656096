import { boolean, date, longText, money, text } from './fields.js';
import { defineResource } from './resource.js';
import { RESOURCE_CATALOGUE } from './resource-catalogue.js';

/** Spec 001 "Tasks": a staff member's own to-do list, with an optional amount and due date. */
export const tasks = defineResource({
  ...RESOURCE_CATALOGUE.tasks,
  table: 'tasks',
  titleField: 'title',
  fields: {
    title: text({ label: 'Title', required: true, max: 200 }),
    amount: money({ label: 'Amount' }),
    dueDate: date({ label: 'Due Date' }),
    note: longText({ label: 'Note', max: 2000 }),
    done: boolean({ label: 'Done', required: true, default: false }),
  },
  list: {
    columns: ['done', 'title', 'amount', 'dueDate', 'note'],
    search: ['title', 'note'],
    filters: ['done'],
    sortable: ['title', 'amount', 'dueDate', 'done'],
    defaultSort: 'dueDate',
    toggles: ['done'],
    pageSize: 5,
    pageSizeOptions: [5, 6, 10, 20],
  },
  ownedByUser: true,
  messages: {
    confirmDelete: 'Are you sure you want to delete this task?',
    empty: 'No tasks',
    noneSelected: 'No task selected.',
  },
});

/** A task is overdue when it is not done and its due date is before `today` (YYYY-MM-DD, the user's calendar). */
export function isOverdue(task: Readonly<Record<string, unknown>>, today: string): boolean {
  return task.done !== true && typeof task.dueDate === 'string' && task.dueDate !== '' && task.dueDate < today;
}
