/**
 * `POST /api/auth/change_password/` for any signed-in user. Failures are not notified: the
 * dialog shows the server's reason next to the fields, where the person is typing.
 */
import { apiRequest, meClient } from '@/lib/api-client';

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return apiRequest(() => meClient.change_password.$post({ json: { current_password: currentPassword, new_password: newPassword } }), { notify: false });
}
