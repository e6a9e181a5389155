/** What the dashboard shell hands its section pages: the signed-in customer (the shell renders sections only for one). */
import { createContext, useContext } from 'react';

export interface DashboardContext {
  customerId: number;
}

export const DashboardContextValue = createContext<DashboardContext | null>(null);

export function useDashboard(): DashboardContext {
  const context = useContext(DashboardContextValue);
  if (!context) throw new Error('A dashboard section renders inside the dashboard shell (CustomerDashboardPage)');
  return context;
}
