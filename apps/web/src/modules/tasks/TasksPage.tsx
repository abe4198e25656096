import { tasks } from '@chairside/domain';
import type { CustomCells } from '../../resources/columns';
import { ResourcePage } from '../../resources/ResourcePage';
import { DueDate } from './DueDate';

const CELLS: CustomCells = { dueDate: (task) => <DueDate task={task} /> };

/** Spec 001 "Tasks": the signed-in user's to-do list; Done is ticked in the grid, overdue tasks are flagged. */
export default function TasksPage() {
  return <ResourcePage def={tasks} cells={CELLS} />;
}
