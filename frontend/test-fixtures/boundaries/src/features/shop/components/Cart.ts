// Forbidden: a feature imports the app.
import { appAccent } from '../../../app/theme';
// Allowed: shared code.
import { accent } from '../../../lib/theme';
// Forbidden: a component calls the API client itself.
import { api } from '../../../lib/api';
// Allowed: another feature through its index.
import { orders } from '../../orders';
// Forbidden: another feature's internal file.
import { OrderList } from '../../orders/components/OrderList';

export const Cart = { appAccent, accent, load: api.listOrders, orders, OrderList };
