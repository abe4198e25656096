import { messages } from '@chairside/domain';
import type { CustomCells } from '../../resources/columns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { ReadStateButton } from './ReadStateButton';
import { Sender } from './Sender';

const CELLS: CustomCells = { name: (message) => <Sender message={message} /> };
const isUnread = (message: ResourceRecord) => message.read === false;
const readState = (message: ResourceRecord) => <ReadStateButton key={message.id} message={message} />;

/** Spec 001 "Messages inbox": what visitors sent from the contact form; unread ones in bold. */
export default function MessagesPage() {
  return <ResourcePage def={messages} cells={CELLS} isRowEmphasized={isUnread} detailActions={readState} />;
}
