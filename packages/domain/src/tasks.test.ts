import { describe, expect, it } from 'vitest';
import { isOverdue } from './tasks.js';

describe('isOverdue', () => {
  const today = '2026-11-22';

  it('is a task not done whose due date is before today', () => {
    expect(isOverdue({ done: false, dueDate: '2026-11-21' }, today)).toBe(true);
    expect(isOverdue({ done: false, dueDate: '2025-12-31' }, today)).toBe(true);
  });

  it('is not a task due today or later, done, or without a due date', () => {
    expect(isOverdue({ done: false, dueDate: today }, today)).toBe(false);
    expect(isOverdue({ done: false, dueDate: '2026-11-23' }, today)).toBe(false);
    expect(isOverdue({ done: true, dueDate: '2026-01-01' }, today)).toBe(false);
    expect(isOverdue({ done: false, dueDate: null }, today)).toBe(false);
    expect(isOverdue({ done: false, dueDate: '' }, today)).toBe(false);
  });
});
