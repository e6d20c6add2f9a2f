import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { HttpRequest } from '../http/http-server.js';
import type { AdminPrincipal } from './admin.guard.js';

/** The signed-in administrator of a route behind AdminGuard. */
export const CurrentAdmin = createParamDecorator(
  (_: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<HttpRequest & { user: AdminPrincipal }>().user,
);
