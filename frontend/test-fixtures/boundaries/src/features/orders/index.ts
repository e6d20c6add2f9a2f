export { OrderList } from './components/OrderList';

export const orders: string[] = [];
