// Forbidden: shared code imports a feature.
import { Cart } from '../features/shop/components/Cart';

export const format = () => String(Cart);
