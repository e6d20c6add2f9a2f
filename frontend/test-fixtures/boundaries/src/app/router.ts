// Allowed: the app composes features through their index and uses shared code.
import { Cart } from '../features/shop';
import { accent } from '../lib/theme';

export function start() {
  return [Cart, accent];
}
