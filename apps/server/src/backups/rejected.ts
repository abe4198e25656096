/** A backup or restore refused for a reason the administrator can act on: the message says which and what to do. */
export class BackupRejected extends Error {
  override name = 'BackupRejected';
}
