/**
 * Permissions: Satchel's window needs none (no camera, microphone, notifications from the
 * page, geolocation, USB, HID, serial, clipboard reads …), so every request and every check is
 * answered no. A later feature that needs one adds it here, with the reason, for one origin.
 */
import type { Session } from 'electron';

export function denyPermissionRequest(
  _contents: unknown,
  _permission: string,
  callback: (granted: boolean) => void,
): void {
  callback(false);
}

export function denyPermissionCheck(): boolean {
  return false;
}

export function denyDevicePermission(): boolean {
  return false;
}

/** The session-wide policy for the app's windows. */
export type PermissionSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
>;

export function applyPermissionPolicy(session: PermissionSession): void {
  session.setPermissionRequestHandler(denyPermissionRequest);
  session.setPermissionCheckHandler(denyPermissionCheck);
  session.setDevicePermissionHandler(denyDevicePermission);
}
