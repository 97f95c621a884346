import { notifyUser } from '../notifications/notify-user';
import { writeAudit } from './audit';
import { findUserByEmail } from './find-user';
import type { OperatorContext } from './operator-context';

/** `notify <email> --title … --body …`: a message in the user's notifications. */
export async function notifyUserCommand(context: OperatorContext, input: { email: string; title: string; body: string }): Promise<string> {
  const user = await findUserByEmail(context.db, input.email);
  await context.db.transaction(async (tx) => {
    await notifyUser(tx, { userId: user.id, title: input.title, body: input.body, at: context.now() });
    await writeAudit(tx, context, { action: 'user.notify', targetUserId: user.id, details: { title: input.title } });
  });
  return `Sent "${input.title}" to ${user.email}.`;
}
