/** What the dashboard shell hands its child pages (react-router's outlet context). */
import { useOutletContext } from 'react-router-dom';

export interface DashboardContext {
  /** The signed-in customer (the shell renders children only for one). */
  customerId: number;
}

export function useDashboard(): DashboardContext {
  return useOutletContext<DashboardContext>();
}
