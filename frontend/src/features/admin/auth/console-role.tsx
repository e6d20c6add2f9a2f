import type { AdminRole } from '@standl/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { roleMay, type ConsolePermission } from './console-permissions';

const ConsoleRoleContext = createContext<AdminRole | null>(null);

/** The console (AdminDashboardPage) names the signed-in account's role for every tab below it. */
export function ConsoleRoleProvider({ role, children }: { role: AdminRole; children: ReactNode }) {
  return <ConsoleRoleContext value={role}>{children}</ConsoleRoleContext>;
}

/**
 * The signed-in account's role. A tab rendered on its own, outside the console (its specs),
 * acts as before the team roles: as the organiser's.
 */
export function useConsoleRole(): AdminRole {
  return useContext(ConsoleRoleContext) ?? 'organiser';
}

/** Whether the signed-in role may use `permission`: the tabs hide what it may not. */
export function useMay(permission: ConsolePermission): boolean {
  return roleMay(useConsoleRole(), permission);
}
