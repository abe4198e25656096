import { messages } from '@chairside/domain';
import type { CustomCells } from '../../resources/columns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { MessageReplies } from './MessageReplies';
import { ReadStateButton } from './ReadStateButton';
import { Sender } from './Sender';

const CELLS: CustomCells = { name: (message) => <Sender message={message} /> };
const isUnread = (message: ResourceRecord) => message.read === false;
const readState = (message: ResourceRecord) => <ReadStateButton key={message.id} message={message} />;
const replies = (message: ResourceRecord) => <MessageReplies key={message.id} message={message} />;

/**
 * Spec 001 "Messages inbox": what visitors sent from the contact form; unread
 * ones in bold; a click opens one, with its replies and a Reply box (an email
 * to the sender, through the outbox).
 */
export default function MessagesPage() {
  return (
    <ResourcePage
      def={messages}
      cells={CELLS}
      isRowEmphasized={isUnread}
      detailActions={readState}
      detailExtra={replies}
      openOnClick
    />
  );
}
