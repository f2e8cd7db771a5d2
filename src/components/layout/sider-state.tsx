import { createContext, use, useMemo, useState, type ReactNode } from 'react';

/** The side menu's state: collapsed to icons on a wide screen, open over the page on a phone. */
export interface SiderState {
  siderCollapsed: boolean;
  setSiderCollapsed: (collapsed: boolean) => void;
  mobileSiderOpen: boolean;
  setMobileSiderOpen: (open: boolean) => void;
}

const SiderStateContext = createContext<SiderState | null>(null);

/**
 * Holds the side menu's state for the header's menu buttons and the menu itself (in place of refine's layout context).
 */
export function SiderStateProvider({ children }: { children: ReactNode }) {
  const [siderCollapsed, setSiderCollapsed] = useState(false);
  const [mobileSiderOpen, setMobileSiderOpen] = useState(false);
  const state = useMemo(
    () => ({ siderCollapsed, setSiderCollapsed, mobileSiderOpen, setMobileSiderOpen }),
    [siderCollapsed, mobileSiderOpen],
  );
  return <SiderStateContext value={state}>{children}</SiderStateContext>;
}

export function useSiderState(): SiderState {
  const state = use(SiderStateContext);
  if (!state) throw new Error('useSiderState needs a SiderStateProvider above it');
  return state;
}
