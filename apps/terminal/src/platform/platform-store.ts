import { create } from 'zustand';
import { riskWarning, type PlatformInfo } from '@beurs/domain';
import { getServices } from '../services/services';

/** The installation's operator, payment methods and risk warning (`getPlatform()`). */
export interface PlatformState {
  platform: PlatformInfo | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  load(): Promise<void>;
}

/** The page's platform store. */
export const usePlatformStore = create<PlatformState>()((set, get) => ({
  platform: null,
  status: 'idle',
  async load() {
    if (get().status === 'loading' || get().status === 'ready') return;
    set({ status: 'loading' });
    try {
      const platform = await getServices().api.getPlatform();
      set({ platform, status: 'ready' });
    } catch (error) {
      console.warn('Could not load the platform information', error);
      set({ status: 'failed' });
    }
  },
}));

/** The risk warning to show: the server's text, else the rules' fallback range. */
export function useRiskWarningText(): string {
  return usePlatformStore((state) => state.platform?.risk_warning.text ?? riskWarning(null));
}

/** The operator's support email, once known. */
export function useSupportEmail(): string | undefined {
  return usePlatformStore((state) => state.platform?.company.support_email);
}

/** The support email outside React (error messages). */
export function getSupportEmail(): string | undefined {
  return usePlatformStore.getState().platform?.company.support_email;
}
