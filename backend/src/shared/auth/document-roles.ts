import type { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@standl/contracts';
import { rolesOf } from './admin.guard.js';

/** The OpenAPI extension that lists the roles an operation is open to. */
export const ROLES_EXTENSION = 'x-roles';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- what Reflector takes
type Target = Function;

/** Every controller method by its name, which is its operationId. */
function controllerMethods(app: INestApplicationContext): Map<string, [Target, Target]> {
  const methods = new Map<string, [Target, Target]>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as
        (Target & { prototype: Record<string, unknown> }) | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const method = controller.prototype[name];
        if (name !== 'constructor' && typeof method === 'function') {
          methods.set(name, [method as Target, controller]);
        }
      }
    }
  }
  return methods;
}

/**
 * Names in the document the roles of every operation that takes the console's bearer token
 * (docs/decisions.md 206): `x-roles` and a line in the description, from the same metadata the
 * guard reads.
 */
export function documentRoles(app: INestApplicationContext, document: OpenAPIObject): void {
  const reflector = new Reflector();
  const methods = controllerMethods(app);
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Array<Record<string, unknown>>) {
      const security = operation.security as Array<Record<string, unknown>> | undefined;
      if (!security?.some((scheme) => 'bearer' in scheme)) continue;
      const target = methods.get(operation.operationId as string);
      if (!target) throw new Error(`Keine Methode für ${String(operation.operationId)}`);
      const roles: readonly AdminRole[] = rolesOf(reflector, target);
      operation[ROLES_EXTENSION] = [...roles];
      const line = `Rollen: ${roles.map((role) => ADMIN_ROLE_LABELS[role]).join(', ')}`;
      operation.description = operation.description ? `${line}. ${operation.description}` : line;
    }
  }
}
