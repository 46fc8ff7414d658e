import { describe, expect, it, vi } from 'vitest';
import {
  applyPermissionPolicy,
  denyDevicePermission,
  denyPermissionCheck,
  denyPermissionRequest,
} from '../../../electron/main/security/permissions.js';

const PERMISSIONS = ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'hid', 'serial', 'usb', 'unknown'];

describe('permission policy', () => {
  it('answers every permission request with no', () => {
    for (const permission of PERMISSIONS) {
      const callback = vi.fn();
      denyPermissionRequest({}, permission, callback);
      expect(callback, permission).toHaveBeenCalledExactlyOnceWith(false);
    }
  });

  it('answers every permission check and device request with no', () => {
    expect(denyPermissionCheck()).toBe(false);
    expect(denyDevicePermission()).toBe(false);
  });

  it('installs all three handlers on the session', () => {
    const session = {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
    };
    applyPermissionPolicy(session as never);
    expect(session.setPermissionRequestHandler).toHaveBeenCalledWith(denyPermissionRequest);
    expect(session.setPermissionCheckHandler).toHaveBeenCalledWith(denyPermissionCheck);
    expect(session.setDevicePermissionHandler).toHaveBeenCalledWith(denyDevicePermission);
    // The installed handlers really deny, whatever they are asked.
    const request = session.setPermissionRequestHandler.mock.calls[0]![0] as typeof denyPermissionRequest;
    const granted = vi.fn();
    request({}, 'media', granted);
    expect(granted).toHaveBeenCalledWith(false);
    const check = session.setPermissionCheckHandler.mock.calls[0]![0] as () => boolean;
    expect(check()).toBe(false);
  });
});
