import { reminderRules } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';

/** Settings → Reminder Rules (issue 25): the generic grid and form of the rules the scheduler sends. */
export default function ReminderRulesPage() {
  return <ResourcePage def={reminderRules} />;
}
