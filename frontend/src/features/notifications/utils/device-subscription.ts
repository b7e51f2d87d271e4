/**
 * What this device remembers of its push subscription: the server's id (to delete it), and what the server was last
 * told (to tell it again when the spoiler shield changes here). Kept in local storage beside the shield.
 */
export interface DeviceSubscription {
  id: string;
  endpoint: string;
  spoilerShield: boolean;
  timeZone: string;
}

export const DEVICE_SUBSCRIPTION_KEY = 'push-subscription';

export function rememberedSubscription(): DeviceSubscription | null {
  try {
    const raw = window.localStorage.getItem(DEVICE_SUBSCRIPTION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<DeviceSubscription>;
    if (typeof value.id !== 'string' || typeof value.endpoint !== 'string') return null;
    return {
      id: value.id,
      endpoint: value.endpoint,
      spoilerShield: value.spoilerShield !== false,
      timeZone: typeof value.timeZone === 'string' ? value.timeZone : '',
    };
  } catch {
    return null;
  }
}

export function rememberSubscription(subscription: DeviceSubscription | null): void {
  if (subscription) window.localStorage.setItem(DEVICE_SUBSCRIPTION_KEY, JSON.stringify(subscription));
  else window.localStorage.removeItem(DEVICE_SUBSCRIPTION_KEY);
}
